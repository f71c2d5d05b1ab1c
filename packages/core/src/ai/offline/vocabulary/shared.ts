import { entity, type EntitySpec } from './types';

/** The columns of a person: name, e-mail and phone. */
export const PERSON = 'first_name:string!, last_name:string!, email:email*, phone:string';

/** Entities most domains share; a domain's own entity of the same name comes first. */
export const SHARED_ENTITIES: EntitySpec[] = [
  entity('user', 'username:string*, email:email*, password_hash:string!, created_at:datetime!', {
    synonyms: ['account', 'login'],
  }),
  entity('customer', `${PERSON}, created_at:datetime!`, { synonyms: ['client', 'buyer'] }),
  entity('employee', `${PERSON}, job_title:string, hired_on:date`, {
    synonyms: ['staff', 'staff_member', 'worker', 'personnel', 'waiter'],
  }),
  entity('category', 'name:string!, description:text'),
  entity('tag', 'name:string*', { synonyms: ['label', 'keyword'] }),
  entity(
    'address',
    'line1:string!, line2:string, city:string!, postal_code:string, country:string!',
  ),
  entity('payment', 'amount:money!, method:string!, status:string!, paid_at:datetime'),
  entity('review', 'rating:int!, comment:text, created_at:datetime!', {
    refs: ['user?'],
    synonyms: ['rating', 'feedback'],
  }),
  entity('notification', 'title:string!, body:text, read_at:datetime, created_at:datetime!', {
    refs: ['user'],
  }),
  entity('file', 'name:string!, url:string!, size_bytes:int, uploaded_at:datetime!', {
    synonyms: ['attachment', 'document', 'upload'],
  }),
  entity('location', 'name:string!, address:text, city:string, country:string'),
];
