/** TanStack Query keys of share links: a project's list lives below the project's key. */
export const shareKeys = {
  links: (projectId: string) => ['projects', projectId, 'shares'] as const,
  info: (token: string, grant: string | undefined) =>
    ['share', token, 'info', grant ?? ''] as const,
  diagram: (token: string, grant: string | undefined) =>
    ['share', token, 'diagram', grant ?? ''] as const,
};
