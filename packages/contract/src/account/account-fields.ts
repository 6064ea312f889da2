import { z } from 'zod';

/** Spec 5: an optional 1-3 digit country prefix, then 3 digits, 3-5 digits, 4 digits (separators allowed). */
export const PHONE_PATTERN = /^(?:\+?\d{1,3}[ -]?)?\d{3}[ -]?\d{3,5}[ -]?\d{4}$/;

/** The national number as the shopper types it (spaces and dashes are dropped before storing). */
export const ZMobile = z.string().trim().regex(PHONE_PATTERN, 'not a valid phone number').max(20);
/** The country calling code without "+", e.g. 86, 81, 1. */
export const ZPhoneCode = z.string().trim().regex(/^\d{1,3}$/, 'not a valid country code').default('86');
/** A real email check; the original app reused the phone pattern here by mistake. */
export const ZEmail = z.email().max(254).transform((v) => v.toLowerCase());
/** 6 digits, sent by SMS or email. */
export const ZSignCode = z.string().regex(/^\d{6}$/, 'the code is 6 digits');
/** At least 8 characters with a letter and a digit; at most 64. */
export const ZPassword = z
  .string()
  .min(8, 'at least 8 characters')
  .max(64)
  .regex(/[A-Za-z]/, 'needs a letter')
  .regex(/\d/, 'needs a digit');

/** Why a code is sent: it only changes the message's wording; any live code of the target proves the target. */
export const SIGN_SCENES = ['login', 'register', 'bind'] as const;
export const ZSignScene = z.enum(SIGN_SCENES).default('login');
