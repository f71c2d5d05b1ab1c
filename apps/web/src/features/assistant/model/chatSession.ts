import { ASSISTANT_TYPING_DELAY_MS, type AssistantResponse } from '@relata/core';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat';

/** A live conversation: state to subscribe to and `send` to ask. */
export interface ChatSession {
  getState: () => ChatState;
  subscribe: (listener: () => void) => () => void;
  /** Asks a question; false when it was not sent (blank, or an answer is still awaited). */
  send: (text: string) => boolean;
}

/**
 * Runs a conversation with the assistant: each question is added at once, the typing indicator
 * shows after ASSISTANT_TYPING_DELAY_MS (spec 2 §9) until `ask` settles, and a failure becomes
 * the error bubble.
 */
export function createChatSession(ask: (query: string) => Promise<AssistantResponse>): ChatSession {
  let state = initialChatState();
  const listeners = new Set<() => void>();
  const dispatch = (action: ChatAction) => {
    const next = chatReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((l) => l());
  };
  const send = (text: string) => {
    const before = state;
    dispatch({ type: 'send', text });
    const requestId = state.pending;
    if (state === before || requestId === null) return false;
    const timer = setTimeout(
      () => dispatch({ type: 'typingDue', requestId }),
      ASSISTANT_TYPING_DELAY_MS,
    );
    const settle = (action: ChatAction) => {
      clearTimeout(timer);
      dispatch(action);
    };
    ask(text.trim()).then(
      (response) => settle({ type: 'answered', requestId, response }),
      (error: unknown) => {
        // Spec 2 §8: the failure is logged; the user sees the error bubble.
        console.error(error);
        settle({ type: 'failed', requestId });
      },
    );
    return true;
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
  };
}
