// Calls a form makes: the form itself handles a 400 (field errors beside their fields) and a 409 (someone
// else changed the record); every other failure goes to the error catalogue as usual, except that a
// save that got no answer does not replace the page by the Network error state (the spec's rule for
// reading a page): that would throw away what was typed. A toast says so, and the screen stays.
import type { Endpoint } from '@eco/contract';
import { type ApiOptions, type ApiRequest, type ApiResponse, api, reportApiError } from '../api';
import { ApiError } from '../api-error';
import { FORM_TOAST_KEY, toast } from '../toast';

export const NETWORK_SAVE_TOAST = 'Could not reach the server. Your changes are not saved; try again.';

export function isHandledByForm(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 409);
}

export async function formApi<E extends Endpoint>(
  endpoint: E,
  request: ApiRequest<E>,
  options: Omit<ApiOptions, 'global'> = {},
): Promise<ApiResponse<E>> {
  try {
    // The request type is the endpoint's; `api`'s rest tuple cannot see that through the generic.
    return await (api as (e: E, r: ApiRequest<E>, o: ApiOptions) => Promise<ApiResponse<E>>)(endpoint, request, {
      ...options,
      global: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError)
      toast.error(NETWORK_SAVE_TOAST, 'Not saved', { key: FORM_TOAST_KEY, network: true });
    else if (!isHandledByForm(error)) reportApiError(endpoint.method, error, FORM_TOAST_KEY);
    throw error;
  }
}

/** The words of a 400 or 409 for a toast: the server's detail, else the first field error. */
export function handledErrorMessage(error: ApiError): string {
  const first = Object.values(error.fieldErrors)[0]?.[0];
  if (error.status === 400 && first) return first;
  return error.problem?.detail ?? (error.status === 409 ? 'Someone else changed this record meanwhile.' : 'Not saved.');
}
