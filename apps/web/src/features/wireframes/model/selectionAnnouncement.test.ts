import { describe, expect, it } from 'vitest';
import { describeWireSelection, wireSelectionAnnouncement } from './selectionAnnouncement';
import type { Wire } from './types';

const wire = (id: string, name: string) => ({ id, name }) as Wire;
const wires = [wire('a', 'Sign in button'), wire('b', 'Email field')];

describe('wireframe selection announcements', () => {
  it('names one component, counts several, and says when nothing is selected', () => {
    expect(describeWireSelection(['a'], wires)).toBe('Sign in button selected.');
    expect(describeWireSelection(['a', 'b'], wires)).toBe('2 selected.');
    expect(describeWireSelection([], wires)).toBe('Selection cleared.');
  });

  it('says nothing when the selection is the one there was', () => {
    expect(wireSelectionAnnouncement(['a'], ['a'], wires)).toEqual({});
    expect(wireSelectionAnnouncement([], [], wires)).toEqual({});
    expect(wireSelectionAnnouncement(['a'], ['a', 'b'], wires)).toEqual({
      announcement: '2 selected.',
    });
  });
});
