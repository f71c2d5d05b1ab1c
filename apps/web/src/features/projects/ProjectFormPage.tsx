import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  DATABASE_TYPE_LABELS,
  DATABASE_TYPES,
  PROJECT_FORM_ERROR,
  type Project,
} from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useOutletContext } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api/ApiError';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DescriptionField } from './DescriptionField';
import { FormSummary } from '../../ui/FormSummary';
import { EMPTY_PROJECT_FORM, toProjectFields, type ProjectFormValues } from './model/projectForm';
import { projectPath } from '../../lib/project/projectPath';
import { serverFieldErrors } from './model/serverFieldErrors';
import { projectKeys } from '../../lib/project/projectKeys';
import { projectsApi } from './projectsApi';
import { roleOf } from '../../lib/project/roles';
import { useProjectForm } from './useProjectForm';

/** Props of ProjectFormPage. */
export interface ProjectFormPageProps {
  mode: 'create' | 'edit';
}

const DATABASE_OPTIONS = DATABASE_TYPES.map((t) => ({ value: t, label: DATABASE_TYPE_LABELS[t] }));

function initialValues(project: Project | undefined): ProjectFormValues {
  if (!project) return EMPTY_PROJECT_FORM;
  const { name, description, database_type } = project;
  return { name, description, database_type };
}

/** Create or edit a project, one screen for both (spec 1 §2); editing is for Admins. */
export function ProjectFormPage({ mode }: ProjectFormPageProps) {
  // Below the project shell the loaded project is the outlet context; /projects/create has none.
  const project = useOutletContext<Project | undefined>();
  const editing = mode === 'edit' && project !== undefined;
  const title = mode === 'create' ? 'Create Project' : 'Edit Project';
  useDocumentTitle(title);
  const readOnly = editing && roleOf(project) !== 'Admin';
  const form = useProjectForm(initialValues(editing ? project : undefined));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: () => {
      const fields = toProjectFields(form.values);
      return editing ? projectsApi.update(project.id, fields) : projectsApi.create(fields);
    },
    meta: { errorToast: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(projectKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: projectKeys.list, exact: true });
      void navigate(projectPath(saved.id));
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setServerErrors(serverFieldErrors(error.fields));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.trySubmit()) return;
    save.mutate();
  };

  const summary = Object.values(form.errors).filter((m): m is string => m !== undefined);
  const cancelTo = editing ? projectPath(project.id) : '/app';
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Title order={1}>{title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" bg="var(--relata-surface)">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {readOnly && (
              <Text size="sm" c="dimmed">
                Only Admins can edit the project.
              </Text>
            )}
            <TextInput
              label="Project Name"
              required
              value={form.values.name}
              onChange={(e) => form.setField('name', e.currentTarget.value)}
              onBlur={() => form.touch('name')}
              error={form.shownErrors.name}
              readOnly={readOnly}
            />
            <Select
              label="Database"
              required
              data={DATABASE_OPTIONS}
              value={form.values.database_type}
              onChange={(value) => form.setField('database_type', value ?? '')}
              onBlur={() => form.touch('database_type')}
              error={form.shownErrors.database_type}
              allowDeselect={false}
              readOnly={readOnly}
            />
            <DescriptionField
              value={form.values.description}
              onChange={(value) => form.setField('description', value)}
              onBlur={() => form.touch('description')}
              error={form.shownErrors.description}
              readOnly={readOnly}
            />
            {form.submitted && !form.valid && (
              <FormSummary title={PROJECT_FORM_ERROR} messages={summary} />
            )}
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(save.error) || 'An error occurred'}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={cancelTo} variant="default">
                Cancel
              </Button>
              {!readOnly && (
                <Button type="submit" loading={save.isPending}>
                  {editing ? 'Save Project' : 'Create Project'}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
