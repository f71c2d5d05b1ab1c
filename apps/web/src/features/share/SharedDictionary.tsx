import { Center } from '@mantine/core';
import { onDemandComponent } from '../../lib/onDemand';
import { Loading } from '../../ui/Loading';

/** The data dictionary of a link's diagram, its code loaded when the reader first asks for it. */
export const SharedDictionary = onDemandComponent(
  async () => (await import('../dictionary')).DataDictionaryView,
  () => (
    <Center h={200}>
      <Loading label="Loading the data dictionary" />
    </Center>
  ),
);
