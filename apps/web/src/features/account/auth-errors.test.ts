import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/transport/api-error.ts';
import { fieldOfError } from './auth-errors.ts';

describe('fieldOfError', () => {
  it('puts code problems under the code, password problems under the password', () => {
    expect(fieldOfError(new ApiError(2001, 'wrong'), 'mobile')).toEqual({ field: 'code', message: 'wrong' });
    expect(fieldOfError(new ApiError(2003, 'too many'), 'email')).toEqual({ field: 'code', message: 'too many' });
    expect(fieldOfError(new ApiError(2006, 'bad'), 'email')?.field).toBe('password');
    expect(fieldOfError(new ApiError(2009, 'invite'), 'mobile')?.field).toBe('invite');
  });

  it('puts account problems under the number or address', () => {
    expect(fieldOfError(new ApiError(2005, 'exists'), 'email')?.field).toBe('email');
    expect(fieldOfError(new ApiError(2011, 'no such'), 'email')?.field).toBe('email');
    expect(fieldOfError(new ApiError(2010, 'disabled'), 'mobile')?.field).toBe('mobile');
  });

  it('leaves what the transport announced alone, and the rest to the form', () => {
    expect(fieldOfError(new ApiError(1002, 'x'), 'email')).toBeUndefined();
    expect(fieldOfError(new ApiError(600003, 'aborted'), 'email')).toBeUndefined();
    expect(fieldOfError(new Error('x'), 'email')).toBeUndefined();
    expect(fieldOfError(new ApiError(1005, 'slow down'), 'email')).toEqual({ field: 'form', message: 'slow down' });
  });
});
