/**
 * The project services, one module per concern: projects themselves, their settings, and
 * departure (leaving, and an account's deletion). Routes and other modules import them from here.
 */
export * from './projects';
export * from './settings';
export * from './departure';
