import { SettingsHeading } from './SettingsHeading';

/** Project settings: version control, a heading only (spec 2 §2). */
export function VersionControlSettingsPage() {
  return <SettingsHeading title="Version Control" />;
}
