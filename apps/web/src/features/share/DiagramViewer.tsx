import { Center } from '@mantine/core';
import { onDemandComponent } from '../../lib/onDemand';
import { Loading } from '../../ui/Loading';
import { loadDiagramViewer } from '../diagram';

/**
 * The diagram feature's read-only visualizer, whose code (the canvas, React Flow) loads beside the
 * link's info (SharePage starts it), with a spinner meanwhile.
 */
export const DiagramViewer = onDemandComponent(loadDiagramViewer, () => (
  <Center h="100%">
    <Loading label="Loading the diagram" />
  </Center>
));
