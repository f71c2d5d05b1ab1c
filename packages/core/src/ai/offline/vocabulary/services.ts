import { PERSON } from './shared';
import { entity, type DomainSpec } from './types';

/** Services to people: hospital, hotel, gym, bank. */
export const SERVICE_DOMAINS: DomainSpec[] = [
  {
    id: 'hospital',
    title: 'Hospital',
    keywords: ['hospital', 'clinic', 'medical', 'healthcare', 'health_care', 'medicine'],
    defaults: [
      'patient',
      'doctor',
      'department',
      'appointment',
      'medical_record',
      'prescription',
      'medication',
    ],
    entities: [
      entity('patient', `${PERSON}, birth_date:date!, gender:string, insurance_number:string`),
      entity('doctor', `${PERSON}, specialty:string!, license_number:string*`, {
        refs: ['department?'],
        synonyms: ['physician', 'practitioner', 'surgeon', 'clinician'],
      }),
      entity('nurse', PERSON, { refs: ['department?'] }),
      entity('department', 'name:string!, floor:int', { synonyms: ['ward', 'unit', 'specialty'] }),
      entity(
        'appointment',
        'scheduled_at:datetime!, duration_minutes:int!, status:string!, reason:text',
        {
          refs: ['patient', 'doctor'],
          synonyms: ['visit', 'consultation'],
        },
      ),
      entity('medical_record', 'recorded_at:datetime!, diagnosis:text!, notes:text', {
        refs: ['patient', 'doctor?', 'appointment?'],
        synonyms: ['record', 'diagnosis', 'health_record'],
      }),
      entity('medication', 'name:string!, form:string, strength:string', {
        synonyms: ['drug', 'medicine'],
      }),
      entity('prescription', 'dosage:string!, frequency:string!, starts_on:date!, ends_on:date', {
        refs: ['patient', 'doctor', 'medication'],
      }),
      entity('room', 'room_number:string*, room_type:string, beds:int!', {
        refs: ['department?'],
        synonyms: ['bed'],
      }),
      entity('admission', 'admitted_at:datetime!, discharged_at:datetime, reason:text', {
        refs: ['patient', 'room?'],
        synonyms: ['stay', 'hospitalization', 'hospitalisation'],
      }),
      entity('bill', 'amount:money!, issued_at:datetime!, paid:bool!', {
        refs: ['patient'],
        synonyms: ['invoice', 'billing'],
      }),
    ],
  },
  {
    id: 'hotel',
    title: 'Hotel',
    keywords: [
      'hotel',
      'hostel',
      'motel',
      'resort',
      'inn',
      'accommodation',
      'lodging',
      'bnb',
      'guesthouse',
    ],
    defaults: ['room_type', 'room', 'guest', 'reservation', 'payment'],
    entities: [
      entity('room_type', 'name:string!, description:text, base_price:money!, capacity:int!', {
        synonyms: ['room_category'],
      }),
      entity('room', 'room_number:string*, floor:int, status:string!', {
        refs: ['room_type'],
        synonyms: ['suite'],
      }),
      entity('guest', `${PERSON}, passport_number:string`, {
        synonyms: ['customer', 'visitor', 'client'],
      }),
      entity(
        'reservation',
        'check_in_on:date!, check_out_on:date!, status:string!, total_price:money, created_at:datetime!',
        {
          refs: ['guest'],
          manyToMany: ['room'],
          synonyms: ['booking', 'stay'],
        },
      ),
      entity('payment', 'amount:money!, method:string!, paid_at:datetime!', {
        refs: ['reservation'],
        synonyms: ['invoice'],
      }),
      entity('amenity', 'name:string*, description:text', {
        manyToMany: ['room_type'],
        synonyms: ['facility', 'service'],
      }),
      entity('review', 'rating:int!, comment:text, created_at:datetime!', {
        refs: ['guest', 'reservation?'],
      }),
    ],
  },
  {
    id: 'gym',
    title: 'Gym',
    keywords: [
      'gym',
      'fitness',
      'fitness_center',
      'fitness_studio',
      'health_club',
      'workout',
      'crossfit',
      'yoga_studio',
    ],
    defaults: [
      'member',
      'membership_plan',
      'membership',
      'trainer',
      'class',
      'class_session',
      'booking',
      'check_in',
    ],
    entities: [
      entity('member', `${PERSON}, birth_date:date, joined_on:date!`, {
        synonyms: ['client', 'customer', 'athlete'],
      }),
      entity(
        'membership_plan',
        'name:string!, price:money!, duration_months:int!, description:text',
        {
          synonyms: ['plan', 'package', 'tier'],
        },
      ),
      entity('membership', 'starts_on:date!, ends_on:date!, status:string!', {
        refs: ['member', 'membership_plan'],
        synonyms: ['subscription', 'contract'],
      }),
      entity('trainer', `${PERSON}, specialty:string`, {
        synonyms: ['coach', 'instructor', 'personal_trainer'],
      }),
      entity('class', 'name:string!, description:text, capacity:int!', {
        refs: ['trainer?'],
        synonyms: ['fitness_class', 'course', 'workout_class'],
      }),
      entity('class_session', 'starts_at:datetime!, ends_at:datetime!, room:string', {
        refs: ['class', 'trainer'],
        synonyms: ['session', 'schedule', 'slot'],
      }),
      entity('booking', 'booked_at:datetime!, status:string!', {
        refs: ['member', 'class_session'],
        synonyms: ['class_booking', 'reservation', 'registration'],
      }),
      entity('check_in', 'checked_in_at:datetime!, checked_out_at:datetime', {
        refs: ['member'],
        synonyms: ['visit', 'attendance', 'checkin'],
      }),
      entity('payment', 'amount:money!, method:string!, paid_at:datetime!', {
        refs: ['member', 'membership?'],
      }),
      entity('equipment', 'name:string!, purchased_on:date, condition:string', {
        synonyms: ['machine'],
      }),
    ],
  },
  {
    id: 'bank',
    title: 'Bank',
    keywords: ['bank', 'banking', 'fintech', 'financial', 'online_banking'],
    defaults: ['customer', 'branch', 'account', 'transaction', 'card', 'loan'],
    entities: [
      entity('customer', `${PERSON}, birth_date:date, national_id:string*`, {
        synonyms: ['client', 'account_holder'],
      }),
      entity('branch', 'name:string!, code:string*, address:text', { synonyms: ['office'] }),
      entity(
        'account',
        'account_number:string*, account_type:string!, balance:money!, currency:string!, opened_on:date!, status:string!',
        {
          refs: ['customer', 'branch?'],
          synonyms: ['bank_account', 'checking_account', 'savings_account', 'wallet'],
        },
      ),
      entity(
        'transaction',
        'amount:money!, transaction_type:string!, description:string, occurred_at:datetime!, balance_after:money',
        {
          refs: ['account'],
          synonyms: ['deposit', 'withdrawal', 'payment', 'statement'],
        },
      ),
      entity('transfer', 'amount:money!, reference:string, transferred_at:datetime!', {
        refs: ['account as from_account', 'account as to_account'],
        synonyms: ['wire', 'money_transfer'],
      }),
      entity('card', 'card_number:string*, card_type:string!, expires_on:date!, status:string!', {
        refs: ['account'],
        synonyms: ['debit_card', 'credit_card', 'bank_card'],
      }),
      entity(
        'loan',
        'principal:money!, interest_rate:decimal!, starts_on:date!, term_months:int!, status:string!',
        {
          refs: ['customer', 'account?'],
          synonyms: ['mortgage', 'credit'],
        },
      ),
    ],
  },
];
