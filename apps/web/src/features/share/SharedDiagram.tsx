import { Anchor, Badge, Group, SegmentedControl, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_VISUALIZATION, type ShareInfo } from '@relata/core';
import { RelataLogo } from '../../ui/RelataLogo';
import { ThemeSwitcher } from '../../ui/ThemeSwitcher';
import type { Diagram } from '../diagram';
import { DiagramViewer } from './DiagramViewer';
import { SharedDictionary } from './SharedDictionary';
import { dialectName } from './model/shareWords';
import type { SharedProject } from './useShareAccess';
import classes from './SharePage.module.css';

/** Props of SharedDiagram. */
export interface SharedDiagramProps {
  token: string;
  info: ShareInfo;
  project: SharedProject;
  diagram: Diagram | undefined;
  /** The framed page (`/embed/`): the canvas alone, with a link to the whole page. */
  embed: boolean;
}

/**
 * An open link's diagram, read-only (issue 41). The page (`/s/`) heads it with the project's
 * name, description and dialect and a theme switch; the embed shows the canvas alone, its name
 * only for screen readers, and "Open in Relata" in a corner. Nothing of the project's members.
 */
export function SharedDiagram({ token, info, project, diagram, embed }: SharedDiagramProps) {
  // The page shows the diagram or its data dictionary (issue 41, item 3); the embed the diagram.
  const [shown, setShown] = useState<'diagram' | 'dictionary'>('diagram');
  const viewer = (
    <DiagramViewer
      diagram={diagram}
      databaseType={project.database_type}
      visual={info.visualization ?? DEFAULT_VISUALIZATION}
      sql={info.include_sql}
      panelClosed={embed}
    />
  );
  if (embed)
    return (
      <main className={`${classes.page} ${classes.canvas}`}>
        <VisuallyHidden component="h1">{project.name}</VisuallyHidden>
        {viewer}
        <Anchor
          href={`/s/${encodeURIComponent(token)}`}
          target="_blank"
          rel="noopener"
          className={classes.openLink}
        >
          Open in Relata
        </Anchor>
      </main>
    );
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <span className={classes.brand}>
          <RelataLogo size={28} />
        </span>
        <div className={classes.title}>
          <Group gap="xs" wrap="wrap" align="center">
            <Title order={1} className={classes.name}>
              {project.name}
            </Title>
            <Badge variant="light" size="sm">
              {dialectName(project.database_type)}
            </Badge>
            <Badge variant="light" color="gray" size="sm">
              Read-only
            </Badge>
            {info.live && (
              <Badge variant="dot" color="teal" size="sm">
                Live
              </Badge>
            )}
          </Group>
          {project.description && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {project.description}
            </Text>
          )}
        </div>
        <SegmentedControl
          aria-label="Show"
          size="xs"
          value={shown}
          onChange={(v) => setShown(v === 'dictionary' ? 'dictionary' : 'diagram')}
          data={[
            { value: 'diagram', label: 'Diagram' },
            { value: 'dictionary', label: 'Data dictionary' },
          ]}
        />
        <ThemeSwitcher />
      </header>
      {shown === 'diagram' ? (
        <main className={classes.canvas} aria-label={`Diagram of ${project.name}`}>
          {viewer}
        </main>
      ) : (
        <main className={classes.dictionary}>
          {diagram && (
            <SharedDictionary
              diagram={diagram}
              databaseType={project.database_type}
              title={project.name}
              allowExport={info.include_sql}
            />
          )}
        </main>
      )}
    </div>
  );
}
