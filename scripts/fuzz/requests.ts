import fc from 'fast-check';
import { type JsonSchema, sampleOf } from './jsonSchema';
import { nastyJsonText, nastyNumber, nastyString, nastyValue, withDeepValues } from './nasty';
import type { FuzzTarget } from './targets';

/** One request as `app.inject` takes it, minus the caller's credentials. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Just over Fastify's 1 MiB body limit. */
const OVER_LIMIT = 1024 * 1024 + 1;

/** Query names of every list the API serves, tried on every route besides the route's own. */
const COMMON_QUERY = ['sort', 'range', 'filter', 'page', 'limit', 'status', 'pageNumber', 'pageSize'];

const queryValue = fc.oneof(
  nastyString,
  nastyNumber.map(String),
  nastyValue.map((value) => withDeepValues(JSON.stringify(value) ?? '')),
  fc.constantFrom(
    '["name","ASC"]',
    '["nope","DESC"]',
    '["name","UP"]',
    '[0,24]',
    '[-1,5]',
    '[0,1e9]',
    '[5,1]',
    '[1.5,2]',
    '[0,9007199254740993]',
    '{"id":"x"}',
    '{"status":["PENDING",{"a":1}]}',
    'PENDING',
    'pending',
  ),
);

/** Percent-encoding, also of a lone surrogate: as the invalid UTF-8 a careless client would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function queryOf(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 4 }, fc.string({ maxLength: 12 }));
  return fc
    .array(fc.tuple(name, queryValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

const idValue = (ids: fc.Arbitrary<string>) =>
  fc.oneof(
    { arbitrary: ids, weight: 3 },
    fc.uuid(),
    nastyString.filter((s) => s.length < 5000),
    nastyNumber.map(String),
  );

type Body = Pick<FuzzRequest, 'headers' | 'payload'>;
const json = (payload: string): Body => ({ headers: { 'content-type': 'application/json' }, payload });

/** The route's own body, then broken: a field dropped, retyped or added, or a prototype key. */
function mutatedBody(schema: JsonSchema, ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('none' as const) }),
    fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
    fc.record({ kind: fc.constant('retype' as const), index: fc.nat(), value: nastyValue }),
    fc.record({ kind: fc.constant('extra' as const), key: fc.string({ maxLength: 12 }), value: nastyValue }),
    fc.record({ kind: fc.constantFrom('__proto__' as const, 'constructor' as const), value: nastyValue }),
    fc.record({ kind: fc.constant('wrap' as const) }),
  );
  return fc
    .tuple(sampleOf(schema, ids), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([base, mutations]) => {
      let body = base;
      let text: string | undefined;
      for (const m of mutations) {
        const fields = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
        const keys = Object.keys(fields);
        const key = 'index' in m && keys.length ? keys[m.index % keys.length] : undefined;
        if (m.kind === 'drop' && key) delete (fields as Record<string, unknown>)[key];
        if (m.kind === 'retype' && key) Object.assign(fields, { [key]: m.value });
        if (m.kind === 'extra') Object.assign(fields, { [m.key]: m.value });
        if (m.kind === 'wrap') body = [body];
        else if (m.kind !== 'none') body = fields;
        // A prototype key has to be written as text: an object literal would set the prototype.
        if (m.kind === '__proto__' || m.kind === 'constructor') {
          const rest = JSON.stringify(fields).slice(1);
          text = `{"${m.kind}":${JSON.stringify(m.value)}${rest === '}' ? '' : ','}${rest}`;
        } else text = undefined;
      }
      return withDeepValues(text ?? JSON.stringify(body) ?? 'null');
    });
}

const wrongContentType: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; boundary=x',
      '',
      'application/octet-stream',
      'application/json, text/plain',
    ),
    fc.oneof(nastyJsonText, fc.constant('a=1&b=2'), fc.constant('{"name":"x"}')),
  )
  .map(([type, payload]): Body => ({ headers: type ? { 'content-type': type } : {}, payload }));

const overLimit: fc.Arbitrary<Body> = fc
  .constantFrom('string', 'array')
  .map((shape) =>
    json(shape === 'string' ? JSON.stringify('x'.repeat(OVER_LIMIT)) : `[${'1,'.repeat(OVER_LIMIT / 2)}1]`),
  );

/** What the upload route must refuse without a 500: no multipart, no boundary, broken parts. */
const uploadBody: fc.Arbitrary<Body> = fc.oneof(
  wrongContentType,
  fc
    .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=X')
    .map((type): Body => ({ headers: { 'content-type': type }, payload: '--X\r\n\r\n--X--' })),
  fc
    .record({
      field: fc.constantFrom('file', 'image', '', 'x'.repeat(5000)),
      filename: fc.constantFrom('a.png', '', '../../a.png', 'a', '\u0000.png'),
      type: fc.constantFrom('image/png', 'text/plain', ''),
      content: fc.oneof(
        fc.constant(Buffer.from('89504e470d0a1a0a', 'hex')),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.alloc(0)),
      ),
      ending: fc.constantFrom('\r\n--X--\r\n', '', '\r\n--X', '\r\n--Y--\r\n'),
      extraFile: fc.boolean(),
    })
    .map(({ field, filename, type, content, ending, extraFile }): Body => {
      const part = (name: string) =>
        Buffer.concat([
          Buffer.from(
            `--X\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
          ),
          content,
        ]);
      const parts = extraFile ? [part(field), Buffer.from('\r\n'), part('file')] : [part(field)];
      return {
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: Buffer.concat([...parts, Buffer.from(ending)]),
      };
    }),
  fc.constantFrom('body', 'file').map(
    (where): Body => ({
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload:
        where === 'body'
          ? Buffer.alloc(OVER_LIMIT * 6, 'x')
          : Buffer.concat([
              Buffer.from('--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
              Buffer.from('89504e470d0a1a0a', 'hex'),
              Buffer.alloc(OVER_LIMIT * 6),
              Buffer.from('\r\n--X--\r\n'),
            ]),
    }),
  ),
);

const nastyBody = nastyValue.map((value) => withDeepValues(JSON.stringify(value) ?? 'null'));

function bodyOf(target: FuzzTarget, ids: fc.Arbitrary<string>): fc.Arbitrary<Body> {
  if (target.multipart) return uploadBody;
  return fc.oneof(
    { arbitrary: (target.body ? mutatedBody(target.body, ids) : nastyBody).map(json), weight: 6 },
    { arbitrary: nastyBody.map(json), weight: 2 },
    { arbitrary: nastyJsonText.map(json), weight: 2 },
    { arbitrary: wrongContentType, weight: 1 },
    { arbitrary: fc.constant<Body>({ headers: {} }), weight: 1 },
    { arbitrary: overLimit, weight: 1 },
  );
}

/**
 * Requests for one route: fuzzed query strings and ids for every route, fuzzed bodies for those
 * that take one. `ids` draws ids of rows that exist, so a valid-looking call reaches its handler.
 */
export function requestsFor(target: FuzzTarget, ids: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const params = target.url.match(/:\w+/g) ?? [];
  const path = fc
    .array(idValue(ids), { minLength: params.length, maxLength: params.length })
    .map((values) => params.reduce((url, param, i) => url.replace(param, encode(values[i] ?? '')), target.url));
  const query = fc.oneof(
    { arbitrary: fc.constant(''), weight: target.method === 'GET' ? 1 : 3 },
    { arbitrary: queryOf([...target.query, ...COMMON_QUERY]), weight: 3 },
  );
  const body = target.method === 'GET' ? fc.constant<Body>({ headers: {} }) : bodyOf(target, ids);
  return fc.tuple(path, query, body).map(([url, q, b]) => ({
    method: target.method,
    url: q ? `${url}?${q}` : url,
    ...b,
  }));
}
