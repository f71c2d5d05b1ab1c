import {
  createWireframeComponentsBodySchema,
  moveWireframeComponentsBodySchema,
  okSchema,
  projectParamsSchema,
  updateWireframeComponentBodySchema,
  wireframeComponentParamsSchema,
  wireframeComponentSchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as wireframes from './service';
import type { WireframeDeps } from './service';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';

const op = apiOperations('wireframes');
/** Who may change the wireframes: Editors and Admins. */
const wireframeEditors = needsRole('Editor', 'edit wireframes');

/** Wireframe components: list, create (one or a pasted group), update, move, delete. */
export function registerWireframeRoutes(
  root: FastifyInstance,
  deps: WireframeDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId/wireframes';

  app.get(
    `${base}/components`,
    {
      schema: {
        ...op.signedIn('listWireframeComponents', "Lists a project's wireframe components."),
        params: projectParamsSchema,
        response: { 200: z.array(wireframeComponentSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return wireframes.listComponents(deps, userId, request.params.projectId);
    },
  );
  app.post(
    `${base}/components`,
    {
      config: wireframeEditors,
      schema: {
        ...op.signedIn('createWireframeComponents', 'Adds wireframe components (Editors).'),
        params: projectParamsSchema,
        body: createWireframeComponentsBodySchema,
        response: { 201: z.array(wireframeComponentSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(
          await wireframes.createComponents(
            deps,
            userId,
            request.params.projectId,
            request.body.components,
          ),
        );
    },
  );
  app.patch(
    `${base}/components/:componentId`,
    {
      config: wireframeEditors,
      schema: {
        ...op.signedIn(
          'updateWireframeComponent',
          'Changes a wireframe component (Editors).',
          [409],
        ),
        params: wireframeComponentParamsSchema,
        body: updateWireframeComponentBodySchema,
        response: { 200: wireframeComponentSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return wireframes.updateComponent(
        deps,
        userId,
        request.params.projectId,
        request.params.componentId,
        request.body,
      );
    },
  );
  app.patch(
    `${base}/positions`,
    {
      config: wireframeEditors,
      schema: {
        ...op.signedIn('moveWireframeComponents', 'Moves wireframe components (Editors).', [409]),
        params: projectParamsSchema,
        body: moveWireframeComponentsBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await wireframes.moveComponents(deps, userId, request.params.projectId, request.body.moves);
      return { ok: true as const };
    },
  );
  app.delete(
    `${base}/components/:componentId`,
    {
      config: wireframeEditors,
      schema: {
        ...op.signedIn('deleteWireframeComponent', 'Deletes a wireframe component (Editors).'),
        params: wireframeComponentParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await wireframes.deleteComponent(
        deps,
        userId,
        request.params.projectId,
        request.params.componentId,
      );
      return { ok: true as const };
    },
  );
}
