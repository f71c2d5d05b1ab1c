import { SettingsHeading } from './SettingsHeading';

/** Project settings: visualization, a heading only (spec 2 §2). */
export function VisualizationSettingsPage() {
  return <SettingsHeading title="Visualization" />;
}
