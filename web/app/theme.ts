import { createTheme, Drawer, Menu, Modal, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/*
 * Mantine's palettes with the darker shades (6-9) deepened so every pairing the app uses
 * meets WCAG 2.2 AA: shade 6 (menu items, icons, subtle buttons) and shade 7 (the primary:
 * filled buttons, links) read at least 4.5:1 on white and on the grey panels, white on them too,
 * and shade 9 on shade 1 (light buttons and badges) at least 6:1. Shades 0-5 are Mantine's.
 */
const colors: Record<string, MantineColorsTuple> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#666e76', '#495057', '#343a40', '#212529'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1671bf', '#1466ad', '#125c9d', '#10538e'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#de0606', '#ca0505', '#b60505', '#a60505'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c7d5b', '#0b7253', '#0a654a', '#095c43'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#b25202', '#a24b02', '#904302', '#843d02'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#906503', '#845d03', '#765303', '#6a4b03'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#b12ad3', '#a126c0', '#9122ad', '#831f9c'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#297d38', '#257233', '#21662d', '#1e5d29'],
};

/** Error text and placeholders use the shades that pass on white and on the grey panels. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

/**
 * The app's theme. Close buttons of dialogs, drawers and toasts carry a translated name,
 * so the theme is built per language.
 */
export function createAppTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    colors,
    primaryColor: 'blue',
    primaryShade: 7,
    defaultRadius: 'sm',
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    // Page titles shrink on a phone, so a long word in them ("Suchergebnisse") keeps to one line.
    headings: {
      sizes: {
        h1: { fontSize: 'clamp(1.625rem, 1.25rem + 1.6vw, 2.125rem)' },
        h2: { fontSize: 'clamp(1.375rem, 1.125rem + 1vw, 1.625rem)' },
      },
    },
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      // A dialog's <header> has no role of its own: as a banner it would be a second one beside the page's.
      ModalHeader: Modal.Header.extend({ defaultProps: { role: 'none' } }),
      DrawerHeader: Drawer.Header.extend({ defaultProps: { role: 'none' } }),
      // A menu holds menu items only: no presentational focus placeholder (the first item takes focus instead).
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
