/**
 * The generic field messages of spec 1 §5, shared by every form of the web app and by the
 * server when it reports `fields` in an error. A field may override them with its own text.
 */

/** One validation rule a field failed, with the numbers its message quotes. */
export type FieldRule =
  | { kind: 'required' }
  | { kind: 'minLength'; min: number }
  | { kind: 'maxLength'; max: number }
  | { kind: 'lengthBetween'; min: number; max: number }
  | { kind: 'format' }
  | { kind: 'email' }
  | { kind: 'minValue'; min: number }
  | { kind: 'maxValue'; max: number };

/** The message for a failed rule, without the field's label: "must be at least 8 characters". */
export function fieldMessage(rule: FieldRule, override?: string): string {
  if (override !== undefined && override !== '') return override;
  switch (rule.kind) {
    case 'required':
      return 'is required';
    case 'minLength':
      return `must be at least ${rule.min} characters`;
    case 'maxLength':
      return `must be at most ${rule.max} characters`;
    case 'lengthBetween':
      return `must be between ${rule.min} and ${rule.max} characters`;
    case 'format':
      return 'has invalid format';
    case 'email':
      return 'must be a valid email address';
    case 'minValue':
      return `minimum value is ${rule.min}`;
    case 'maxValue':
      return `maximum value is ${rule.max}`;
  }
}

/**
 * The message with the field's label in front ("Email is required"), as shown in a form's
 * validation summary. An override is the field's own complete sentence and is returned as is.
 */
export function labelledMessage(label: string, rule: FieldRule, override?: string): string {
  if (override !== undefined && override !== '') return override;
  return `${label} ${fieldMessage(rule)}`;
}
