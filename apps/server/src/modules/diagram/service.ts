/**
 * The diagram's services, one module per stored kind: the stored diagram and its presenters,
 * tables, comments, areas, relationships, imports, and the project's types, views and statements.
 * Routes and other modules import them from here.
 */
export * from './stored';
export * from './tables';
export * from './comments';
export * from './relationships';
export * from './importModel';
export * from './objects';
export * from './areas';
