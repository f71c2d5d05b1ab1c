import {
  importedViewSchema,
  type Attribute,
  type CreateAreaBodyInput,
  type CreateRelationshipBody,
  type CreateTypeBodyInput,
  type DbArea,
  type DbComment,
  type DbEntity,
  type DbRelationship,
  type DbType,
  type DbView,
  type DiagramModel,
  type DiagramModelInput,
  importedDiagram,
  restoreVersionResultSchema,
  type UpdateAreaBodyInput,
  type UpdateRelationshipBodyInput,
  type UpdateTypeBodyInput,
  withAttributeDefaults,
} from '@relata/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  applyDiagramChange,
  applyImport,
  type Diagram,
  type DiagramPart,
} from '../model/diagramCache';
import { apiJson, GzippedJson, JsonText } from '../../../lib/api/apiClient';
import { projectKeys } from '../../../lib/project/projectKeys';
import { diagramApi, type TableUpdate } from './diagramApi';
import { newImportId } from './ownImports';
import type { SplitPositions } from '../model/nudge';

/** TanStack Query key of a project's diagram (Version Control's restore writes it too). */
export const diagramKey = projectKeys.diagram;

/** A position of a table, view, comment or area. */
export interface ItemPosition {
  id: string;
  x: number;
  y: number;
}

/** Items moved to new positions (a version up, so their late realtime echoes are ignored). */
function placed<T extends { id: string; x: number; y: number; version: number }>(
  items: readonly T[],
  positions: readonly ItemPosition[],
): T[] {
  if (positions.length === 0) return [...items];
  const at = new Map(positions.map((p) => [p.id, p]));
  return items.map((x) => {
    const p = at.get(x.id);
    return p ? { ...x, x: p.x, y: p.y, version: x.version + 1 } : x;
  });
}

/**
 * The diagram's writes: each calls the server, then puts the server's answer into the query
 * cache (the realtime echo of one's own write is then ignored by version). `track` lets the
 * editor show its saving spinner while any write runs (spec 2 §4).
 */
export function createDiagramOps(
  projectId: string,
  queryClient: QueryClient,
  track: <T>(work: Promise<T>) => Promise<T>,
) {
  const api = diagramApi(projectId);
  const key = diagramKey(projectId);
  const edit = (fn: (d: Diagram) => Diagram) =>
    queryClient.setQueryData<Diagram>(key, (d) => (d ? fn(d) : d));
  const putTable = (item: DbEntity) =>
    edit((d) => applyDiagramChange(d, { kind: 'upsert', part: 'tables', item }));
  const putComment = (item: DbComment) =>
    edit((d) => applyDiagramChange(d, { kind: 'upsert', part: 'comments', item }));
  const putRelationship = (item: DbRelationship) =>
    edit((d) => applyDiagramChange(d, { kind: 'upsert', part: 'relationships', item }));
  const putArea = (item: DbArea) =>
    edit((d) => applyDiagramChange(d, { kind: 'upsert', part: 'areas', item }));
  const putType = (item: DbType) =>
    edit((d) => applyDiagramChange(d, { kind: 'upsert', part: 'types', item }));
  const remove = (part: DiagramPart, id: string) =>
    edit((d) => applyDiagramChange(d, { kind: 'remove', part, id }));

  return {
    current: (): Diagram | undefined => queryClient.getQueryData<Diagram>(key),
    addTable: async (
      position: { x: number; y: number },
      fields: { name?: string; attributes?: Attribute[] } = {},
    ) => {
      const table = await track(api.createTable({ ...position, ...fields }));
      putTable(table);
      return table;
    },
    updateTable: async (id: string, update: TableUpdate) => {
      const table = await track(api.updateTable(id, update));
      putTable(table);
      return table;
    },
    deleteTable: async (id: string) => {
      remove('tables', id);
      await track(api.deleteTable(id));
    },
    /** Saves where items were dropped, in one request: an area moved with its tables is one. */
    move: async ({ tables, comments, views, areas }: SplitPositions) => {
      edit((d) => ({
        ...d,
        tables: placed(d.tables, tables),
        comments: placed(d.comments, comments),
        views: placed(d.views, views),
        areas: placed(d.areas, areas),
      }));
      await track(
        api.movePositions({
          tables,
          comments,
          ...(views.length > 0 ? { views } : {}),
          ...(areas.length > 0 ? { areas } : {}),
        }),
      );
    },
    addArea: async (body: CreateAreaBodyInput) => {
      const area = await track(api.createArea(body));
      putArea(area);
      return area;
    },
    updateArea: async (id: string, update: UpdateAreaBodyInput) => {
      const area = await track(api.updateArea(id, update));
      putArea(area);
      return area;
    },
    deleteArea: async (id: string) => {
      remove('areas', id);
      await track(api.deleteArea(id));
    },
    addComment: async (
      position: { x: number; y: number },
      fields: { text?: string; width?: number; height?: number } = {},
    ) => {
      const comment = await track(api.createComment({ ...position, ...fields }));
      putComment(comment);
      return comment;
    },
    updateComment: async (
      id: string,
      update: Partial<Pick<DbComment, 'text' | 'x' | 'y' | 'width' | 'height'>>,
    ) => {
      const comment = await track(api.updateComment(id, update));
      putComment(comment);
      return comment;
    },
    deleteComment: async (id: string) => {
      remove('comments', id);
      await track(api.deleteComment(id));
    },
    connect: async (sourceTableId: string, targetTableId: string) => {
      const result = await track(api.connect(sourceTableId, targetTableId));
      putTable(result.table);
      for (const item of result.relationships) putRelationship(item);
      return result;
    },
    /** Makes a column a foreign key of another column: its relationship, and its table flagged. */
    createRelationship: async (body: CreateRelationshipBody) => {
      const result = await track(api.createRelationship(body));
      putTable(result.table);
      for (const item of result.relationships) putRelationship(item);
      return result;
    },
    updateRelationship: async (id: string, update: UpdateRelationshipBodyInput) => {
      const item = await track(api.updateRelationship(id, update));
      putRelationship(item);
      return item;
    },
    createType: async (body: CreateTypeBodyInput) => {
      const item = await track(api.createType(body));
      putType(item);
      return item;
    },
    updateType: async (id: string, update: UpdateTypeBodyInput) => {
      const item = await track(api.updateType(id, update));
      putType(item);
      return item;
    },
    deleteType: async (id: string) => {
      remove('types', id);
      await track(api.deleteType(id));
    },
    deleteView: async (id: string) => {
      remove('views', id);
      await track(api.deleteView(id));
    },
    /**
     * Brings a deleted view back (undo): views have no create route, so it comes back as an
     * import of that one view, with a new id.
     */
    restoreView: async (view: DbView) => {
      // The import's view: the stored one without its project and version.
      const model = { views: [importedViewSchema.parse(view)] };
      const answer = await track(api.importModel({ mode: 'add', model, importId: newImportId() }));
      const imported = importedDiagram(projectId, { tables: [], relationships: [] }, answer);
      edit((d) => applyImport(d, imported, 'add'));
      const [restored] = imported.views;
      if (!restored) throw new Error('The view could not be restored.');
      return restored;
    },
    deleteRelationship: async (id: string) => {
      remove('relationships', id);
      await track(api.deleteRelationship(id));
    },
    /** Brings a deleted relationship back exactly (same id and ends, no new column). */
    restoreRelationship: async (relationship: DbRelationship) => {
      const item = await track(api.restoreRelationship(relationship));
      putRelationship(item);
      return item;
    },
    /**
     * Takes a live database's changes into the diagram (issue 38, item 2): the model replaces the
     * diagram, the project's own items keeping their ids and places, and the diagram is read
     * again. Answers the automatic version saved before, which restoreVersion puts back.
     */
    syncModel: async (model: DiagramModel): Promise<string> => {
      const answer = await track(api.importModel({ mode: 'sync', model, importId: newImportId() }));
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
      if (!answer.beforeVersionId) throw new Error('The diagram before was not saved.');
      return answer.beforeVersionId;
    },
    /** Makes the diagram a version again (undoing a sync); answers the version saved before. */
    restoreVersion: async (versionId: string): Promise<string> => {
      const result = await track(
        apiJson(
          `/api/projects/${projectId}/versions/${versionId}/restore`,
          restoreVersionResultSchema,
          {
            method: 'POST',
          },
        ),
      );
      queryClient.setQueryData<Diagram>(key, result.diagram);
      return result.before.id;
    },
    /**
     * Saves a read script's model, given as the JSON its worker wrote (and, when it did, that JSON
     * gzip-compressed), and puts the stored items into the cache: no reload of the whole diagram,
     * and this tab skips the import's realtime echo (by its id). The body is written around the
     * JSON; the model is read from it while the server works, the columns' defaults the worker
     * left out filled in as the server's schema fills them (core's withAttributeDefaults: the
     * schema's checks on the worker's own JSON took 0.5 s of the CPU the server needed at 10 000
     * tables). The server answers the new ids of the tables and relationships, stored as read.
     */
    importModel: async (
      mode: 'add' | 'replace',
      modelJson: string,
      modelGzip: ArrayBuffer | null = null,
    ) => {
      const before = `{"mode":${JSON.stringify(mode)},"importId":${JSON.stringify(newImportId())},"model":`;
      const body = modelGzip
        ? new GzippedJson(before, modelGzip, '}')
        : new JsonText(`${before}${modelJson}}`);
      let model: Pick<DiagramModel, 'tables' | 'relationships'> = {
        tables: [],
        relationships: [],
      };
      const answer = await track(
        api.importModel(body, () => {
          model = withAttributeDefaults(JSON.parse(modelJson) as DiagramModelInput);
        }),
      );
      const imported = importedDiagram(projectId, model, answer);
      // A load still in flight would overwrite the answer with the diagram before the import.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const current = queryClient.getQueryData<Diagram>(key);
      if (current || mode === 'replace')
        queryClient.setQueryData<Diagram>(key, applyImport(current ?? imported, imported, mode));
      else await queryClient.invalidateQueries({ queryKey: key, exact: true });
      return {
        tables: imported.tables.length,
        relationships: imported.relationships.length,
        comments: imported.comments.length,
      };
    },
  };
}

/** The diagram's writes bound to one project. */
export type DiagramOps = ReturnType<typeof createDiagramOps>;
