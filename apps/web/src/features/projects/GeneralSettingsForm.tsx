import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Project } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast/toast';
import { DescriptionField } from './DescriptionField';
import { FormSummary } from '../../ui/FormSummary';
import { GENERAL_FORM_ERROR, PROJECT_UPDATED } from './messages';
import { canSaveGeneral, changedFields, validateProjectForm } from './model/projectForm';
import { projectKeys } from '../../lib/project/projectKeys';
import { projectsApi } from './projectsApi';

/** Props of GeneralSettingsForm. */
export interface GeneralSettingsFormProps {
  project: Project;
  isAdmin: boolean;
}

/** Name and description of a project; Save only when changed and valid, read-only for non-Admins. */
export function GeneralSettingsForm({ project, isAdmin }: GeneralSettingsFormProps) {
  const stored = { name: project.name, description: project.description };
  const [values, setValues] = useState(stored);
  const queryClient = useQueryClient();
  const errors = validateProjectForm({ ...values, database_type: project.database_type });
  const changed = changedFields(values, stored).length > 0;
  const canSave = canSaveGeneral(values, stored, isAdmin);

  const save = useMutation({
    mutationFn: () =>
      projectsApi.update(
        project.id,
        Object.fromEntries(
          changedFields(values, stored).map((k) => [
            k,
            k === 'name' ? values.name.trim() : values[k],
          ]),
        ),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectKeys.detail(project.id), saved);
      void queryClient.invalidateQueries({ queryKey: projectKeys.list, exact: true });
      toast.show({ title: 'Success', message: PROJECT_UPDATED });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) save.mutate();
  };

  const messages = [errors.name, errors.description].filter((m): m is string => Boolean(m));
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {!isAdmin && (
          <Text size="sm" c="dimmed">
            Only Admins can change the name and description.
          </Text>
        )}
        <TextInput
          label="Project Name"
          required
          value={values.name}
          readOnly={!isAdmin}
          error={changed ? errors.name : undefined}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
          }}
        />
        <DescriptionField
          value={values.description}
          readOnly={!isAdmin}
          error={changed ? errors.description : undefined}
          onChange={(description) => setValues((v) => ({ ...v, description }))}
        />
        {changed && messages.length > 0 && (
          <FormSummary title={GENERAL_FORM_ERROR} messages={messages} />
        )}
        {isAdmin && (
          <Group justify="flex-end" gap="sm">
            {changed && (
              <Button variant="default" onClick={() => setValues(stored)}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={!canSave} loading={save.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
