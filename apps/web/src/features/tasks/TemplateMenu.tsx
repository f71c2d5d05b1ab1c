import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { TASK_TEMPLATES, type TaskTemplate } from './model/taskTemplates';
import { TagChip } from './TagChip';

/** Props of TemplateMenu. */
export interface TemplateMenuProps {
  listName: string;
  onPick: (template: TaskTemplate) => void;
}

/** The templates icon next to "Add Task" (spec 2 §2): picking one adds that task to the list. */
export function TemplateMenu({ listName, onPick }: TemplateMenuProps) {
  return (
    <Menu position="bottom-end" width={300} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Add a task from a template to ${listName}`}
          title="Task templates"
        >
          <IconTemplate size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Task templates</Menu.Label>
        {TASK_TEMPLATES.map((template) => (
          <Menu.Item key={template.name} onClick={() => onPick(template)}>
            <Text size="sm" fw={600}>
              {template.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {template.description}
            </Text>
            <span style={{ display: 'flex', gap: 4, marginTop: 4 }}>
              {template.tags.map((tag) => (
                <TagChip key={tag.name} tag={tag} />
              ))}
            </span>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
