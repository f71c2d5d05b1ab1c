import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import { useDebouncedValue } from '@mantine/hooks';
import type { Project, VersionSummary } from '@relata/core';
import { IconArrowsDiff, IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { roleOf } from '../../lib/project/roles';
import { COMPARE_COUNT, comparePairPath, stillListed, toggleChoice } from './model/compareChoice';
import { versionRights } from './model/versionRights';
import { EditVersionDialog } from './EditVersionDialog';
import { SaveVersionDialog } from './SaveVersionDialog';
import { useVersionActions } from './useVersionActions';
import { useVersions } from './useVersions';
import { VersionList } from './VersionList';
import { VersionsEmpty } from './VersionsEmpty';

/** How long typing pauses before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
/** How often the relative times ("3 minutes ago") are brought up to date. */
const CLOCK_MS = 60_000;

/** The current time, renewed every minute. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Version Control page's content (issue 19, items 1 and 4): search, Save version, the
 * versions newest first, live for every member, compare (with the current diagram or two
 * versions), and the writes the role allows: restore with undo, edit, pin, delete.
 */
export function VersionControl({ project }: { project: Project }) {
  const rights = versionRights(roleOf(project));
  const navigate = useNavigate();
  const now = useClock();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const versions = useVersions(project.id, q);
  const actions = useVersionActions(project.id);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<VersionSummary | undefined>();
  const [choice, setChoice] = useState<VersionSummary[]>([]);
  // A chosen version deleted meanwhile (here or by another member) drops out of the choice.
  const whole = q === '' && !versions.isPlaceholderData ? versions.data : undefined;
  const chosen = stillListed(choice, whole);
  const [first, second] = chosen;

  const handleCompare = () => {
    if (first && second) void navigate(comparePairPath(project.id, first, second));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search versions"
          aria-label="Search versions"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconArrowsDiff size={16} aria-hidden="true" />}
            disabled={chosen.length !== COMPARE_COUNT}
            onClick={handleCompare}
            aria-describedby="version-compare-hint"
          >
            Compare
          </Button>
          {rights.write && (
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              onClick={() => setSaving(true)}
            >
              Save version
            </Button>
          )}
        </Group>
      </Group>
      <Text id="version-compare-hint" size="sm" c="dimmed">
        {`Choose two versions to compare them (${chosen.length} of ${COMPARE_COUNT} chosen), or compare one with the current diagram.`}
      </Text>
      {versions.isPending ? (
        <Group justify="center" p="xl">
          <Loading label="Loading versions" />
        </Group>
      ) : versions.isError && !versions.data ? (
        <Alert color="red" title="Could not load the versions">
          <Group gap="sm">
            <Text size="sm">Check the connection and try again.</Text>
            <Button size="compact-sm" variant="default" onClick={() => void versions.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : versions.data.length === 0 ? (
        <VersionsEmpty search={q} canSave={rights.write} />
      ) : (
        <VersionList
          versions={versions.data}
          projectId={project.id}
          rights={rights}
          now={now}
          chosen={chosen}
          onToggleChoice={(version) => setChoice(toggleChoice(chosen, version))}
          onRestore={(version) => void actions.handleRestore(version)}
          onEdit={setEditing}
          onTogglePin={actions.handleTogglePin}
          onDelete={(version) => void actions.handleDelete(version)}
        />
      )}
      {rights.write && (
        <>
          <SaveVersionDialog
            projectId={project.id}
            opened={saving}
            onClose={() => setSaving(false)}
          />
          <EditVersionDialog
            version={editing}
            busy={actions.update.isPending}
            onClose={() => setEditing(undefined)}
            onSave={async (version, patch) => {
              try {
                await actions.update.mutateAsync({ version, patch });
                return true;
              } catch {
                return false;
              }
            }}
          />
        </>
      )}
    </Stack>
  );
}
