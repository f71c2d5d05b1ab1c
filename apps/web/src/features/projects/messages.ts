/** Toast and page error when a project cannot be loaded (spec 2 §2, §8). */
export const PROJECT_LOAD_ERROR = 'Could not find project.';
/** Success toasts of project settings (spec 2 §8). */
export const PROJECT_UPDATED = 'Project settings updated successfully.';
export const PROJECT_DELETED = 'Project deleted successfully.';
export const PROJECT_LEFT = 'You have left the project successfully.';
/** General settings submitted with errors (spec 2 §5). */
export const GENERAL_FORM_ERROR = 'Please fill in all required fields correctly.';
/** The default table data was stored (spec 2 §8). */
export const DEFAULT_TABLE_DATA_SAVED = 'Default table data has been saved successfully.';
/** The project's visualization defaults were stored (issue 21, item 1). */
export const VISUALIZATION_SAVED = 'Visualization settings have been saved successfully.';
