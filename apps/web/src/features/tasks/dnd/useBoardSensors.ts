import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardSensorOptions,
  type MouseSensorOptions,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import {
  DRAG_DISTANCE_PX,
  DRAG_KEYS,
  TOUCH_DRAG_DELAY_MS,
  TOUCH_TOLERANCE_PX,
} from '../model/dragRules';
import { boardKeyboardCoordinates } from './boardKeyboard';

// Constants: dnd-kit memoises sensors on their options object, and new sensors would hand every
// card new listeners, rendering them all again.
const mouse: MouseSensorOptions = { activationConstraint: { distance: DRAG_DISTANCE_PX } };
const touch: TouchSensorOptions = {
  activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
};
const keyboard: KeyboardSensorOptions = {
  coordinateGetter: boardKeyboardCoordinates,
  keyboardCodes: DRAG_KEYS,
};

/**
 * How a board drag starts (spec 2 §5 and §9): a mouse after 5 px of movement, a finger after a
 * 300 ms hold (moving first scrolls instead), the keyboard with Space.
 */
export function useBoardSensors() {
  return useSensors(
    useSensor(MouseSensor, mouse),
    useSensor(TouchSensor, touch),
    useSensor(KeyboardSensor, keyboard),
  );
}
