/**
 * The name of the personal assistant and its mascot (spec 1 §2 leaves it to us): one constant, so
 * onboarding, the assistant panel and the docs page never spell it differently.
 */
export const ASSISTANT_NAME = 'Rel';
