import { Button, Combobox, Group, Text, useCombobox } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { visibleProjects } from './model/projectList';
import { switchProjectPath } from '../../lib/project/projectPath';
import { useProject, useProjects } from './projectQueries';
import classes from './ProjectSelector.module.css';
import { RoleBadge } from '../../ui/RoleBadge';
import { useOpenedOnMount } from '../../ui/useOpenedOnMount';
import type { ProjectSelectorProps } from './ProjectSelector';
import { ProjectSelectorButton } from './ProjectSelectorButton';

/**
 * The project selector's combobox (spec 2 §2): search ("Search project"), the projects with
 * their roles sorted by role name, a check mark on the current one, "No project found" and
 * "New Project". Choosing a project keeps the sub-page. ProjectSelector loads it on first use,
 * and it opens as it mounts.
 */
export function ProjectSelectorMenu({ projectId }: ProjectSelectorProps) {
  const [search, setSearch] = useState('');
  const { target, opened, setOpened } = useOpenedOnMount<HTMLButtonElement>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: current } = useProject(projectId);
  const { data: projects = [], isPending } = useProjects();
  const combobox = useCombobox({
    opened,
    onOpenedChange: setOpened,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const shown = visibleProjects(projects, search);

  const { focusSearchInput } = combobox;
  // The opening as it mounts does not come through the button: it focuses the search as a click does.
  useEffect(() => {
    if (opened) focusSearchInput();
  }, [opened, focusSearchInput]);

  const handleSubmit = (id: string) => {
    combobox.closeDropdown();
    combobox.focusTarget();
    if (id !== projectId) void navigate(switchProjectPath(pathname, id));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} width={260} position="bottom-start">
      <Combobox.Target targetType="button">
        <ProjectSelectorButton
          ref={target}
          current={current}
          onClick={() => combobox.toggleDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          placeholder="Search project"
          aria-label="Search project"
        />
        <Combobox.Options mah={500} className={classes.options} aria-label="Projects">
          {shown.map((p) => (
            <Combobox.Option value={p.id} key={p.id} active={p.id === projectId}>
              <Group gap="xs" wrap="nowrap">
                <span className={classes.check}>
                  {p.id === projectId && <IconCheck size={14} aria-label="Current project" />}
                </span>
                <Text size="sm" truncate="end" className={classes.name}>
                  {p.name}
                </Text>
                <RoleBadge role={p.role} size="xs" />
              </Group>
            </Combobox.Option>
          ))}
          {shown.length === 0 && (
            <Combobox.Empty>{isPending ? 'Loading…' : 'No project found'}</Combobox.Empty>
          )}
        </Combobox.Options>
        <Combobox.Footer>
          <Button
            component={Link}
            to="/app/projects/create"
            variant="light"
            size="compact-sm"
            fullWidth
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => combobox.closeDropdown()}
          >
            New Project
          </Button>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  );
}
