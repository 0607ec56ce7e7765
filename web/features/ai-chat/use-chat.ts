import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ChatHistoryItem } from '../../../common/ai/ai.contract.ts';
import { CHAT_TITLE_AFTER_MESSAGES } from '../../../common/ai/ai.values.ts';
import { addHistoryItem, cachedHistoryItem, generateChatTitle, loadChatMessages, rateChatMessage, sendChatQuery, setChatQuota } from '../../api/ai.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { chatReducer, initialChatState, type ChatAction, type ChatState, type ViewMessage } from './chat-state.ts';

export type ChatControls = {
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  send: (message: string) => void;
  openChat: (item: ChatHistoryItem) => void;
  loadEarlier: () => void;
  rate: (message: ViewMessage, rating: '1' | '0' | '-1') => void;
  newChat: () => void;
};

/**
 * The chat of one document (portal-area.md §4 "Chat wizard", "Sending a prompt"): the wizard's
 * choices, the messages, the reply as it streams, and what the calls change in the history.
 * Failures other than a send are logged only and clear the loading flags (§8).
 */
export function useChat(docId: number, preselectedVersionId: number | null): ChatControls {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, preselectedVersionId, initialChatState);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  // The call under way (a question or a chat's messages); a new chat or another chat stops it.
  const running = useRef<AbortController | null>(null);
  const titled = useRef(new Set<number>());
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return controller;
  }, []);

  const send = useCallback(
    (message: string) => {
      const { target, waiting, chatId, chat } = latest.current;
      const question = message.trim();
      if (!target || waiting || question === '') return;
      dispatch({ type: 'send', message: question });
      const controller = start();
      void (async () => {
        try {
          const reply = await sendChatQuery(
            { docId, versionId: target.versionId, itemId: target.itemId, resId: target.resId, pubId: target.pubId, language: target.language, chatId, message: question },
            { onDelta: (text) => dispatch({ type: 'delta', text }), signal: controller.signal },
          );
          if (controller.signal.aborted) return;
          dispatch({ type: 'reply', reply });
          setChatQuota(client, reply.quota);
          if (reply.created) addHistoryItem(client, reply.created);
          const id = chatId ?? reply.chatId;
          if (id === null) return;
          // A title once the chat has more than 3 messages, while it still has the temporary one (§4, §9).
          const item = cachedHistoryItem(client, docId, id) ?? reply.created ?? chat;
          if (reply.messageCount > CHAT_TITLE_AFTER_MESSAGES && item?.titleSource === 'temporary' && !titled.current.has(id)) {
            titled.current.add(id);
            const result = await generateChatTitle(client, id);
            if (result) dispatch({ type: 'chatUpdated', chat: { ...item, title: result.title, titleSource: 'generated' } });
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          logClientFailure('Chat query failed', error);
          dispatch({ type: 'sendFailed' });
        }
      })();
    },
    [client, docId, start],
  );

  const openChat = useCallback(
    (item: ChatHistoryItem) => {
      const controller = start();
      dispatch({ type: 'loadingChat' });
      loadChatMessages(item.id, 0, controller.signal)
        .then((page) => dispatch({ type: 'chatLoaded', page }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logClientFailure('Load chat messages failed', error);
          dispatch({ type: 'loadFailed' });
        });
    },
    [start],
  );

  const loadEarlier = useCallback(() => {
    const { chatId, loaded, loadingEarlier } = latest.current;
    if (chatId === null || loadingEarlier) return;
    dispatch({ type: 'loadingEarlier' });
    loadChatMessages(chatId, loaded)
      .then((page) => dispatch({ type: 'earlierLoaded', page }))
      .catch((error: unknown) => {
        logClientFailure('Load earlier chat messages failed', error);
        dispatch({ type: 'earlierFailed' });
      });
  }, []);

  /** A rating shows only once the server has it (§4). */
  const rate = useCallback((message: ViewMessage, rating: '1' | '0' | '-1') => {
    const { chatId } = latest.current;
    if (chatId === null || message.messageId === null) return;
    rateChatMessage(chatId, message.messageId, rating)
      .then((rated) => dispatch({ type: 'rated', messageId: rated.messageId, rating: rated.rating }))
      .catch((error: unknown) => logClientFailure('Rate chat message failed', error));
  }, []);

  const newChat = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'newChat' });
  }, []);

  return { state, dispatch, send, openChat, loadEarlier, rate, newChat };
}
