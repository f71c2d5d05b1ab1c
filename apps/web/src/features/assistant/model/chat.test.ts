import {
  ASSISTANT_EMPTY_MESSAGE,
  ASSISTANT_FAILED_MESSAGE,
  ASSISTANT_GREETING,
  ASSISTANT_TYPING_DELAY_MS,
  type AssistantResponse,
} from '@relata/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatReducer, hasAsked, initialChatState } from './chat';
import { createChatSession } from './chatSession';

describe('chatReducer', () => {
  it('starts with the greeting and nothing asked', () => {
    const state = initialChatState();
    expect(state.messages).toEqual([
      { id: 0, author: 'assistant', kind: 'text', text: ASSISTANT_GREETING },
    ]);
    expect(hasAsked(state)).toBe(false);
  });

  it("adds the user's message at once, trimmed, and waits for its answer", () => {
    const state = chatReducer(initialChatState(), { type: 'send', text: ' How many tables? ' });
    expect(state.messages.at(-1)).toEqual({
      id: 1,
      author: 'user',
      kind: 'text',
      text: 'How many tables?',
    });
    expect(state.pending).toBe(1);
    expect(state.typing).toBe(false);
    expect(hasAsked(state)).toBe(true);
  });

  it('does not send an empty message, nor a second one while waiting', () => {
    const start = initialChatState();
    expect(chatReducer(start, { type: 'send', text: '   ' })).toBe(start);
    const waiting = chatReducer(start, { type: 'send', text: 'a' });
    expect(chatReducer(waiting, { type: 'send', text: 'b' })).toBe(waiting);
  });

  it('shows the typing indicator only for the awaited request', () => {
    const waiting = chatReducer(initialChatState(), { type: 'send', text: 'a' });
    expect(chatReducer(waiting, { type: 'typingDue', requestId: 99 })).toBe(waiting);
    expect(chatReducer(waiting, { type: 'typingDue', requestId: 1 }).typing).toBe(true);
  });

  it('adds the answer with its link and ends the wait', () => {
    let state = chatReducer(initialChatState(), { type: 'send', text: 'a' });
    state = chatReducer(state, { type: 'typingDue', requestId: 1 });
    state = chatReducer(state, {
      type: 'answered',
      requestId: 1,
      response: { message: 'See the docs.', url: '/app/projects/p/documentation#import' },
    });
    expect(state.messages.at(-1)).toEqual({
      id: 2,
      author: 'assistant',
      kind: 'text',
      text: 'See the docs.',
      url: '/app/projects/p/documentation#import',
    });
    expect(state.pending).toBeNull();
    expect(state.typing).toBe(false);
  });

  it('shows "No response from assistant." for an empty reply', () => {
    const waiting = chatReducer(initialChatState(), { type: 'send', text: 'a' });
    const state = chatReducer(waiting, {
      type: 'answered',
      requestId: 1,
      response: { message: '  ' },
    });
    expect(state.messages.at(-1)).toMatchObject({ kind: 'text', text: ASSISTANT_EMPTY_MESSAGE });
  });

  it('adds an error-type message on failure and ignores stale events', () => {
    const waiting = chatReducer(initialChatState(), { type: 'send', text: 'a' });
    const failed = chatReducer(waiting, { type: 'failed', requestId: 1 });
    expect(failed.messages.at(-1)).toMatchObject({ kind: 'error', text: ASSISTANT_FAILED_MESSAGE });
    expect(
      chatReducer(failed, { type: 'answered', requestId: 1, response: { message: 'late' } }),
    ).toBe(failed);
  });
});

describe('createChatSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function deferred() {
    let resolve: (r: AssistantResponse) => void = () => undefined;
    let reject: (e: unknown) => void = () => undefined;
    const promise = new Promise<AssistantResponse>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('shows the typing indicator after 500 ms until the answer arrives', async () => {
    const answer = deferred();
    const ask = vi.fn(() => answer.promise);
    const session = createChatSession(ask);
    expect(session.send('  How many tables?  ')).toBe(true);
    expect(ask).toHaveBeenCalledWith('How many tables?');
    expect(session.getState().messages.at(-1)?.text).toBe('How many tables?');
    vi.advanceTimersByTime(ASSISTANT_TYPING_DELAY_MS - 1);
    expect(session.getState().typing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(session.getState().typing).toBe(true);
    answer.resolve({ message: 'Three.' });
    await vi.runAllTimersAsync();
    expect(session.getState().typing).toBe(false);
    expect(session.getState().messages.at(-1)?.text).toBe('Three.');
  });

  it('never shows the typing indicator for an answer faster than 500 ms', async () => {
    const session = createChatSession(() => Promise.resolve({ message: 'Quick.' }));
    const seen: boolean[] = [];
    session.subscribe(() => seen.push(session.getState().typing));
    session.send('a');
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(ASSISTANT_TYPING_DELAY_MS * 2);
    expect(seen).not.toContain(true);
    expect(session.getState().messages.at(-1)?.text).toBe('Quick.');
  });

  it('logs a failure and shows the error bubble', async () => {
    const session = createChatSession(() => Promise.reject(new Error('down')));
    session.send('a');
    await vi.runAllTimersAsync();
    expect(session.getState().messages.at(-1)).toMatchObject({
      kind: 'error',
      text: ASSISTANT_FAILED_MESSAGE,
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('does not send blank messages', () => {
    const ask = vi.fn(() => Promise.resolve({ message: 'x' }));
    const session = createChatSession(ask);
    expect(session.send('  ')).toBe(false);
    expect(ask).not.toHaveBeenCalled();
  });
});
