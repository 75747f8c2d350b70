// An area of the contract is flat (its endpoints by name) or split into parts (each its endpoints by
// name): the one walk of both shapes, for the server's routes, OpenAPI and every test that walks the API.
import type { Area, Endpoint, Endpoints } from './endpoint.js';

/** Whether an area's value is an endpoint (it has a method, a path and an access rule) rather than a part. */
export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** `true` when the area is split into parts (its values are maps of endpoints), `false` when it is flat. */
export type IsParted<A> = A[keyof A] extends Endpoint ? false : true;

/** The names of an area's endpoints, across its parts when it has them (names are unique in an area). */
export type EndpointNameOf<A> =
  IsParted<A> extends true ? { [P in keyof A]: keyof A[P] & string }[keyof A] : keyof A & string;

/** Where an endpoint sits in the contract: its area's key, its part's key in a parted area, and its name. */
export interface EndpointPlace<K extends string = string> {
  area: K;
  /** The part's key (camelCase, `selfPaced`) in an area split into parts; absent in a flat area. */
  part?: string;
  name: string;
}

/** One endpoint of the contract, where it sits. */
export interface WalkedEndpoint<K extends string = string> extends EndpointPlace<K> {
  endpoint: Endpoint;
}

/** An endpoint's place as written: `area.name`, or `area.part.name` in a part (its OpenAPI operationId). */
export const endpointIdOf = ({ area, part, name }: EndpointPlace) =>
  part === undefined ? `${area}.${name}` : `${area}.${part}.${name}`;

/** Every endpoint of one area, in declaration order; refuses an area that mixes endpoints and parts. */
export function endpointsOf<K extends string>(areaKey: K, area: Area): WalkedEndpoint<K>[] {
  const values = Object.entries(area);
  const flat = values.filter(([, value]) => isEndpoint(value)).length;
  if (flat === values.length) {
    return values.map(([name, endpoint]) => ({ area: areaKey, name, endpoint: endpoint as Endpoint }));
  }
  if (flat > 0) throw new Error(`Contract area ${areaKey} mixes endpoints and parts`);
  return values.flatMap(([part, endpoints]) =>
    Object.entries(endpoints as Endpoints).map(([name, endpoint]) => {
      if (!isEndpoint(endpoint)) throw new Error(`Contract area ${areaKey}: ${part}.${name} is not an endpoint`);
      return { area: areaKey, part, name, endpoint };
    }),
  );
}

/** Every endpoint of a contract (`contractEndpoints(contract)`), area by area in declaration order. */
export const contractEndpoints = <C extends Record<string, Area>>(contract: C): WalkedEndpoint<keyof C & string>[] =>
  Object.entries(contract).flatMap(([key, area]) => endpointsOf(key as keyof C & string, area));
