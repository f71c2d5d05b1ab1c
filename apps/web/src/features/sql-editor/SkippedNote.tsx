import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { projectPath } from '../../lib/project/projectPath';
import type { PlaygroundEngine, SkippedObject } from './engine/types';
import { skipReport } from './model/skipReport';

/** Lines shown before "Show all": a Rails schema can leave out dozens of indexes. */
const SHOWN = 6;

/**
 * The note on what the build left out (issue 36, item A5): the extensions the engine lacks with
 * the objects skipped for want of them, and the statements it refused with its message, each
 * table linked to the canvas. The rest of the schema is built and can be queried.
 */
export function SkippedNote({
  skipped,
  engine,
  projectId,
}: {
  skipped: SkippedObject[];
  engine: PlaygroundEngine;
  projectId: string;
}) {
  const [all, setAll] = useState(false);
  const lines = skipReport(skipped, engine);
  const shown = all ? lines : lines.slice(0, SHOWN);
  return (
    <Alert color="yellow" title="Some of the schema is not built" data-testid="build-skipped">
      <Stack gap={4}>
        <Text size="sm">
          {`The engine refused ${skipped.length === 1 ? 'one object' : `${skipped.length.toLocaleString('en-US')} objects`}; everything else is built and can be queried.`}
        </Text>
        {shown.map((line) => (
          <Text key={line.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line.text}
            {line.table && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={`${projectPath(projectId)}/visualizer?table=${encodeURIComponent(line.table)}`}
                >
                  Show it on the canvas
                </Anchor>
              </>
            )}
          </Text>
        ))}
        {lines.length > SHOWN && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'start' }}
            onClick={() => setAll(!all)}
          >
            {all ? 'Show fewer' : `Show all ${lines.length.toLocaleString('en-US')}`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
