import {
  ASSISTANT_EMPTY_MESSAGE,
  ASSISTANT_FAILED_MESSAGE,
  ASSISTANT_GREETING,
  type AssistantResponse,
} from '@relata/core';

/** One bubble of the assistant conversation. */
export interface ChatMessage {
  id: number;
  author: 'user' | 'assistant';
  /** 'error' is the spec's error-type message (spec 2 §4 "Assistant"). */
  kind: 'text' | 'error';
  text: string;
  /** A page of the app the answer points to (the assistant's `url`). */
  url?: string;
}

/** The conversation: its messages, the question waiting for an answer, the typing indicator. */
export interface ChatState {
  messages: ChatMessage[];
  /** The id of the user message whose answer is awaited, or null. */
  pending: number | null;
  /** The typing indicator, shown once the answer took ASSISTANT_TYPING_DELAY_MS. */
  typing: boolean;
  nextId: number;
}

/** What can happen to a conversation. */
export type ChatAction =
  | { type: 'send'; text: string }
  | { type: 'typingDue'; requestId: number }
  | { type: 'answered'; requestId: number; response: AssistantResponse }
  | { type: 'failed'; requestId: number };

/** A new conversation: the greeting is its first message (spec 2 §2). */
export function initialChatState(): ChatState {
  return {
    messages: [{ id: 0, author: 'assistant', kind: 'text', text: ASSISTANT_GREETING }],
    pending: null,
    typing: false,
    nextId: 1,
  };
}

/** Whether the user has asked anything yet (the empty state shows until then). */
export function hasAsked(state: ChatState): boolean {
  return state.messages.some((m) => m.author === 'user');
}

function reply(state: ChatState, message: Omit<ChatMessage, 'id'>): ChatState {
  return {
    messages: [...state.messages, { ...message, id: state.nextId }],
    pending: null,
    typing: false,
    nextId: state.nextId + 1,
  };
}

/**
 * The conversation's state machine (spec 2 §4 "Assistant"): the user's message is added at once
 * (an empty one, or one while an answer is awaited, is not sent); the typing indicator follows
 * when due; an answer or an error ends the wait. Late events of another request are ignored.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      const text = action.text.trim();
      if (text === '' || state.pending !== null) return state;
      const id = state.nextId;
      return {
        messages: [...state.messages, { id, author: 'user', kind: 'text', text }],
        pending: id,
        typing: false,
        nextId: id + 1,
      };
    }
    case 'typingDue':
      return state.pending === action.requestId && !state.typing
        ? { ...state, typing: true }
        : state;
    case 'answered': {
      if (state.pending !== action.requestId) return state;
      const text = action.response.message.trim();
      const url = action.response.url?.trim();
      return reply(state, {
        author: 'assistant',
        kind: 'text',
        text: text === '' ? ASSISTANT_EMPTY_MESSAGE : text,
        ...(url ? { url } : {}),
      });
    }
    case 'failed':
      return state.pending === action.requestId
        ? reply(state, { author: 'assistant', kind: 'error', text: ASSISTANT_FAILED_MESSAGE })
        : state;
  }
}
