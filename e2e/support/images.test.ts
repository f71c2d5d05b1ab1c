import { describe, expect, it } from 'vitest';
import { jpegSize } from './images';

/** A JPEG's markers: start, an APP0 segment, a baseline frame of the given size, end. */
function jpeg(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]);
  const frame = Buffer.alloc(19);
  frame.writeUInt16BE(0xff00 | frameMarker, 0);
  frame.writeUInt16BE(17, 2);
  frame[4] = 8;
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])]);
}

describe('jpegSize', () => {
  it("reads a baseline or progressive frame's width and height past the segments before it", () => {
    expect(jpegSize(jpeg(9412, 5108))).toEqual([9412, 5108]);
    expect(jpegSize(jpeg(640, 480, 0xc2))).toEqual([640, 480]);
  });

  it('answers null for bytes that are not a whole JPEG', () => {
    expect(jpegSize(jpeg(640, 480).subarray(0, 20))).toBeNull();
    expect(jpegSize(Buffer.from('not a picture at all'))).toBeNull();
  });
});
