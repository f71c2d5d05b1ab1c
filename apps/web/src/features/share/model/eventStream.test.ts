import { describe, expect, it } from 'vitest';
import { createEventStreamParser, readEventStream, type StreamEvent } from './eventStream';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

/** A response body that hands over the bytes in the given pieces. */
function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

describe('the event-stream parser', () => {
  it('reads named events and skips comments such as the keep-alive', () => {
    expect(
      parse([
        ': open\n\nevent: change\ndata: {"a":1}\n\n: keep-alive\n\nevent: gone\ndata: {}\n\n',
      ]),
    ).toEqual([
      { event: 'change', data: '{"a":1}' },
      { event: 'gone', data: '{}' },
    ]);
  });

  it('puts together an event split across chunks anywhere, in a line or between CR and LF', () => {
    const text = 'event: change\r\ndata: {"table":"db_entities"}\r\n\r\nevent: gone\r\n\r\n';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'change', data: '{"table":"db_entities"}' },
      { event: 'gone', data: '' },
    ]);
    for (let cut = 1; cut < text.length; cut++)
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    expect(parse([...text])).toEqual(whole);
  });

  it('joins data lines with a newline and calls an unnamed event a message', () => {
    expect(parse(['data: one\ndata:two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('waits for the blank line that ends an event', () => {
    expect(parse(['event: change\ndata: {}\n'])).toEqual([]);
  });
});

describe('readEventStream', () => {
  it('decodes a body whose events and characters are split across chunks', async () => {
    const bytes = new TextEncoder().encode(
      'event: change\ndata: {"name":"Café"}\n\nevent: gone\ndata: {}\n\n',
    );
    // Cut inside the "é" (two bytes) and inside the first event's data line.
    const at = bytes.indexOf(0xc3) + 1;
    const events: StreamEvent[] = [];
    await readEventStream(
      streamOf([bytes.slice(0, 10), bytes.slice(10, at), bytes.slice(at)]),
      (e) => events.push(e),
    );
    expect(events).toEqual([
      { event: 'change', data: '{"name":"Café"}' },
      { event: 'gone', data: '{}' },
    ]);
  });
});
