import { useMemo, useSyncExternalStore } from 'react';
import { askAssistant } from './aiApi';
import type { ChatState } from './model/chat';
import { createChatSession } from './model/chatSession';

/**
 * The assistant conversation of a project: a new one per project (an answer to the previous
 * project's question then lands in a conversation nobody shows).
 */
export function useChatSession(projectId: string): {
  state: ChatState;
  send: (text: string) => boolean;
} {
  const session = useMemo(
    () => createChatSession((query) => askAssistant(projectId, query)),
    [projectId],
  );
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return { state, send: session.send };
}
