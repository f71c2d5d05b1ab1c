/**
 * Whether a key press is typing in a field (inputs, text areas, content-editable, the script
 * editor): editor shortcuts never fire then.
 */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      target.closest('.cm-editor') !== null)
  );
}
