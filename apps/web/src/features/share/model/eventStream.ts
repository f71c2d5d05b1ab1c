/** One event of a `text/event-stream`: its type (`message` when unnamed) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Reads the text of a `text/event-stream` as it arrives, in chunks cut anywhere. */
export interface EventStreamParser {
  /** Takes the next chunk of text; calls back once for each event it completes. */
  push: (chunk: string) => void;
}

/**
 * The event-stream format (HTML's "server-sent events"): lines end in LF, CRLF or CR, `field:
 * value` lines build an event and a blank line dispatches it; a line starting with `:` is a
 * comment (the server's keep-alive). Only `event` and `data` matter here. Unlike EventSource, a
 * named event without data is dispatched too, so that a bare `event: gone` is not lost.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void): EventStreamParser {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0 || type !== '')
        onEvent({ event: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const raw = colon === -1 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push: (chunk) => {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        // A CR that ends the chunk may be the first half of a CRLF: the next chunk tells.
        if (c === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (c === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

/**
 * Reads an event stream's body to its end, calling back for each event; bytes of one character
 * split between chunks are decoded together. Resolves when the stream ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const parser = createEventStreamParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
