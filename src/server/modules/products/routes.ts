import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  addProductBodySchema,
  addVariantBodySchema,
  productIdBodySchema,
  productListResponseSchema,
  productsQuerySchema,
  productWriteResponseSchema,
  updateProductBodySchema,
  updateVariantBodySchema,
  variantIdBodySchema,
  variantWriteResponseSchema,
} from '../../../shared/contract/products';
import { messages } from '../../../shared/messages';
import type { AuthUser } from '../../auth/access';
import { requireUser } from '../../auth/requireUser';
import { forbidden } from '../../errors';
import { actorOf } from '../activity/record';
import { withOwnImageUrl } from '../files/location';
import { listProducts } from './list';
import type { Caller } from './records';
import { addProduct, deleteProduct, updateProduct } from './service';
import { addVariant, deleteVariant, updateVariant } from './variants';

/** An admin acts on every vendor's products; a vendor on its own, named by its token. */
function callerOf(user: AuthUser | null): Caller {
  const { id, role, vendorId } = requireUser(user);
  if (role === 'ADMIN') return { userId: id, vendorId: null };
  if (!vendorId) throw forbidden(messages.auth.forbidden);
  return { userId: id, vendorId };
}

/** A vendor's own call: only vendors add products and variants (spec §6: the Add Product button is theirs). */
function vendorOf(user: AuthUser | null): Caller & { vendorId: string } {
  const caller = callerOf(user);
  if (caller.vendorId === null) throw forbidden(messages.auth.forbidden);
  return { ...caller, vendorId: caller.vendorId };
}

const tags = ['products'];
const security = [{ bearerAuth: [] }];
const sellers = { access: ['VENDOR', 'ADMIN'] } as const;
const vendorsOnly = { access: ['VENDOR'] } as const;

/** Spec §7 Products: vendors manage their own products and variants; admins see, edit and delete every vendor's. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/get-vendor-products', {
    config: { ...sellers, cached: true },
    schema: {
      tags,
      security,
      summary: "One page of the caller's products (an admin's: every vendor's), newest first, with their variants",
      querystring: productsQuerySchema,
      response: { 200: productListResponseSchema, ...errorResponses },
    },
    handler: async (request) => listProducts(deps.db, callerOf(request.user), request.query),
  });

  app.post('/add-product', {
    config: vendorsOnly,
    schema: {
      tags,
      security,
      summary: 'Add a product of the signed-in vendor',
      body: addProductBodySchema,
      response: { 201: productWriteResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { vendorId } = vendorOf(request.user);
      const data = await addProduct(deps.db, vendorId, request.body, { actor: actorOf(request) });
      return reply.code(201).send({ message: messages.product.added, data });
    },
  });

  app.post('/update-product', {
    config: sellers,
    schema: {
      tags,
      security,
      summary: 'Replace a product (a vendor: only its own)',
      body: updateProductBodySchema,
      response: { 200: productWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.product.updated,
      data: await updateProduct(deps.db, callerOf(request.user), request.body, { actor: actorOf(request) }),
    }),
  });

  app.post('/delete-product', {
    config: sellers,
    schema: {
      tags,
      security,
      summary: 'Delete a product and its variants (a vendor: only its own); answers the deleted product',
      body: productIdBodySchema,
      response: { 200: productWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.product.deleted,
      data: await deleteProduct(deps, callerOf(request.user), request.body.productId, { actor: actorOf(request) }),
    }),
  });

  app.post('/add-product-variant', {
    config: vendorsOnly,
    schema: {
      tags,
      security,
      summary: "Add a variant to one of the signed-in vendor's products",
      body: addVariantBodySchema,
      response: { 201: variantWriteResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const body = withOwnImageUrl(request.body, request.host);
      const data = await addVariant(deps, vendorOf(request.user), body, { actor: actorOf(request) });
      return reply.code(201).send({ message: messages.variant.added, data });
    },
  });

  app.post('/update-product-variant', {
    config: sellers,
    schema: {
      tags,
      security,
      summary: 'Replace a variant (a vendor: only its own); an image it no longer shows is deleted',
      body: updateVariantBodySchema,
      response: { 200: variantWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.variant.updated,
      data: await updateVariant(deps, callerOf(request.user), withOwnImageUrl(request.body, request.host), {
        actor: actorOf(request),
      }),
    }),
  });

  app.post('/delete-product-variant', {
    config: sellers,
    schema: {
      tags,
      security,
      summary: 'Delete a variant (a vendor: only its own); answers the deleted variant',
      body: variantIdBodySchema,
      response: { 200: variantWriteResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      message: messages.variant.deleted,
      data: await deleteVariant(deps, callerOf(request.user), request.body.variantId, { actor: actorOf(request) }),
    }),
  });
};
