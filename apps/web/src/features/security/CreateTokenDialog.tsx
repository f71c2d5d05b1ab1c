import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TOKEN_NAME_MAX, type CreatedToken, type CreateTokenBodyInput } from '@relata/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api/ApiError';
import { useProjects } from '../projects';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
/** A stored timestamp as the day it falls on here: "Dec 3, 2026". */
export const dayOf = (at: string) => day.format(new Date(at));

/** The expiry choices, as the select shows them; 90 days is the default. */
const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'none', label: 'No expiry' },
];

/** Props of CreateTokenDialog. */
export interface CreateTokenDialogProps {
  create: UseMutationResult<CreatedToken, Error, CreateTokenBodyInput>;
  onClose: () => void;
}

/**
 * Creates a personal access token: a name, an expiry, read or write, on all projects or chosen
 * ones. Once made, the dialog shows the token, the only time it is shown, with a Copy button.
 */
export function CreateTokenDialog({ create, onClose }: CreateTokenDialogProps) {
  const projects = useProjects();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const [reach, setReach] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; projects?: string }>({});
  const created = create.data;

  const submit = () => {
    const next = {
      name: name.trim() ? undefined : 'Token name is required',
      projects:
        reach === 'chosen' && chosen.length === 0 ? 'Choose at least one project' : undefined,
    };
    setErrors(next);
    if (next.name || next.projects) return;
    create.mutate(
      {
        name: name.trim(),
        expiresInDays: expiry === 'none' ? null : (Number(expiry) as 30 | 90 | 365),
        scope,
        projectIds: reach === 'all' ? null : chosen,
      },
      {
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          const projectField = Object.keys(fields).find((k) => k.startsWith('projectIds'));
          setErrors({
            name: fields.name,
            projects: projectField ? fields[projectField] : undefined,
          });
        },
      },
    );
  };
  const formError =
    create.isError && !(create.error instanceof ApiError && create.error.fields)
      ? errorMessage(create.error) || 'The token could not be created.'
      : undefined;

  return (
    <Modal
      opened
      onClose={onClose}
      title={created ? 'Token created' : 'Create access token'}
      size="lg"
    >
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            Copy the token now: it is shown only this once. Keep it in your CI&apos;s secrets.
          </Alert>
          <Textarea
            label={`Token "${created.name}"`}
            value={created.token}
            readOnly
            autosize
            minRows={1}
            onFocus={(event) => event.currentTarget.select()}
            // The whole token in sight, wrapped anywhere, at 390 px too.
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                overflowWrap: 'anywhere',
                wordBreak: 'break-all',
              },
            }}
            description={
              created.expires_at ? `Expires ${dayOf(created.expires_at)}` : 'Never expires'
            }
          />
          <Group justify="flex-end">
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Name"
              description="What uses it, e.g. GitHub Actions"
              required
              maxLength={TOKEN_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              data-autofocus
            />
            <Select
              label="Expiry"
              data={EXPIRY_OPTIONS}
              value={expiry}
              onChange={(value) => setExpiry(value ?? '90')}
              allowDeselect={false}
            />
            <Radio.Group
              label="Scope"
              value={scope}
              onChange={(value) => setScope(value === 'write' ? 'write' : 'read')}
            >
              <Group mt={4}>
                <Radio value="read" label="Read" />
                <Radio value="write" label="Read and write" />
              </Group>
            </Radio.Group>
            <Radio.Group
              label="Projects"
              value={reach}
              onChange={(value) => setReach(value === 'chosen' ? 'chosen' : 'all')}
            >
              <Group mt={4}>
                <Radio value="all" label="All projects" />
                <Radio value="chosen" label="Chosen projects" />
              </Group>
            </Radio.Group>
            {reach === 'chosen' && (
              <MultiSelect
                label="Chosen projects"
                placeholder="Pick projects"
                data={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                value={chosen}
                onChange={setChosen}
                searchable
                error={errors.projects}
              />
            )}
            {formError && (
              <Text c="red" size="sm" role="alert">
                {formError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
