import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../openapi/generated/schema.js';
import type { Envelope, ReplyOf } from './support/contract.js';

type Schemas = components['schemas'];

// Checked by the type checker (npm test's typecheck step): each line fails to compile if the typing drifts.
describe('replies of the test client are typed by the contract', () => {
  it('takes the literal path before a parameter that would fill it', () => {
    expectTypeOf<ReplyOf<'GET', '/backend/Job/All'>>().toEqualTypeOf<
      Envelope<NonNullable<Schemas['JobPageReply']['data']>>
    >();
  });

  it('fills a parameter with one path segment only, as the router does', () => {
    expectTypeOf<ReplyOf<'GET', `/backend/CompanyPost/ById/${number}`>>().toEqualTypeOf<
      Envelope<NonNullable<Schemas['CompanyPostReply']['data']>>
    >();
  });

  it('reads the query string off the path', () => {
    expectTypeOf<ReplyOf<'GET', '/backend/Job/All?page=2'>>().toEqualTypeOf<
      ReplyOf<'GET', '/backend/Job/All'>
    >();
  });

  it('types a method the path does not have as the not-found envelope', () => {
    expectTypeOf<ReplyOf<'DELETE', '/Auth/Login'>>().toEqualTypeOf<Envelope>();
  });
});
