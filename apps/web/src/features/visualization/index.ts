/** Visualization settings (issue 21, item 1): the project's defaults and one's own choices. */
export { VisualizationFields } from './VisualizationFields';
export { OwnVisualization } from './OwnVisualization';
export { SettingsSection } from './SettingsSection';
