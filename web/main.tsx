import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setApiNonce } from './api/client.ts';
import { initI18n } from './app/i18n.ts';
import { readPageVariables } from './app/page-variables.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const { profile, language } = readPageVariables();
setApiNonce(profile?.nonce ?? null);
await initI18n(profile?.language ?? language);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders initialProfile={profile}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
