import { Center } from '@mantine/core';
import { useParams } from 'react-router';
import { useProjectInfo } from '../../lib/project/useProjectInfo';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Loading } from '../../ui/Loading';
import { useDiagram } from '../diagram';
import { DataDictionaryView } from './DataDictionaryView';

/**
 * The project's data dictionary (issue 41, item 3), for every member: the documentation of its
 * tables, views and types, generated from the diagram and kept live with it. Not the product's
 * manual, which is the Documentation page.
 */
export function DataDictionaryPage() {
  useDocumentTitle('Data dictionary');
  const projectId = useParams().id ?? '';
  const { data: project } = useProjectInfo(projectId);
  const { data: diagram } = useDiagram(projectId);
  if (!project || !diagram)
    return (
      <Center h={200}>
        <Loading label="Loading the data dictionary" />
      </Center>
    );
  return (
    <DataDictionaryView
      diagram={diagram}
      databaseType={project.database_type}
      title={project.name}
      allowExport
    />
  );
}
