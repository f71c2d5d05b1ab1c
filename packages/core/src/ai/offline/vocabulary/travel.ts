import { PERSON } from './shared';
import { entity, type DomainSpec } from './types';

/** Getting somewhere and going out: airline, car rental, event ticketing. */
export const TRAVEL_DOMAINS: DomainSpec[] = [
  {
    id: 'airline',
    title: 'Airline',
    keywords: ['airline', 'aviation', 'air_travel', 'flight_booking', 'airport'],
    defaults: ['airport', 'aircraft', 'flight', 'passenger', 'booking', 'ticket'],
    entities: [
      entity('airport', 'code:string*, name:string!, city:string!, country:string!'),
      entity('aircraft', 'registration:string*, model:string!, seat_capacity:int!', {
        synonyms: ['plane', 'airplane', 'aeroplane', 'fleet', 'jet'],
      }),
      entity(
        'flight',
        'flight_number:string!, departs_at:datetime!, arrives_at:datetime!, status:string!',
        {
          refs: ['airport as origin_airport', 'airport as destination_airport', 'aircraft?'],
          synonyms: ['route', 'departure'],
        },
      ),
      entity('passenger', `${PERSON}, passport_number:string*, birth_date:date`, {
        synonyms: ['traveler', 'traveller', 'customer', 'flyer'],
      }),
      entity(
        'booking',
        'booking_reference:string*, booked_at:datetime!, status:string!, total_price:money!',
        {
          refs: ['passenger'],
          implies: ['ticket'],
          synonyms: ['reservation'],
        },
      ),
      entity('ticket', 'seat_number:string, fare_class:string!, price:money!', {
        refs: ['booking', 'flight', 'passenger'],
        synonyms: ['boarding_pass', 'seat'],
      }),
      entity('crew_member', 'first_name:string!, last_name:string!, role:string!', {
        manyToMany: ['flight'],
        synonyms: ['crew', 'pilot', 'flight_attendant'],
      }),
      entity('baggage', 'tag_number:string*, weight_kg:decimal!', {
        refs: ['ticket'],
        synonyms: ['luggage', 'bag', 'suitcase'],
      }),
    ],
  },
  {
    id: 'car_rental',
    title: 'Car rental',
    keywords: [
      'car_rental',
      'car_hire',
      'rent_a_car',
      'vehicle_rental',
      'rental_car',
      'rental_company',
      'car_sharing',
    ],
    defaults: ['car_category', 'car', 'location', 'customer', 'rental', 'payment'],
    entities: [
      entity('car_category', 'name:string!, description:text', {
        synonyms: ['vehicle_class', 'car_class', 'category'],
      }),
      entity(
        'car',
        'make:string!, model:string!, year:int!, license_plate:string*, daily_rate:money!, status:string!',
        {
          refs: ['car_category as category?', 'location as home_location?'],
          synonyms: ['vehicle', 'auto', 'automobile'],
        },
      ),
      entity('location', 'name:string!, address:text!, city:string!, phone:string', {
        synonyms: ['branch', 'station', 'office', 'pickup_location'],
      }),
      entity('customer', `${PERSON}, driver_license_number:string*`, {
        synonyms: ['client', 'driver', 'renter'],
      }),
      entity(
        'rental',
        'picked_up_at:datetime!, due_back_at:datetime!, returned_at:datetime, total_price:money, status:string!',
        {
          refs: ['car', 'customer', 'location as pickup_location', 'location as return_location?'],
          synonyms: ['booking', 'reservation', 'hire', 'rent'],
        },
      ),
      entity('payment', 'amount:money!, method:string!, paid_at:datetime!', {
        refs: ['rental'],
        synonyms: ['invoice'],
      }),
      entity('maintenance_record', 'performed_on:date!, description:text!, cost:money', {
        refs: ['car'],
        synonyms: ['maintenance', 'service', 'repair'],
      }),
    ],
  },
  {
    id: 'ticketing',
    title: 'Event ticketing',
    keywords: [
      'ticketing',
      'event_ticketing',
      'event_management',
      'box_office',
      'festival',
      'ticket_sale',
      'ticket_shop',
    ],
    defaults: ['venue', 'organizer', 'event', 'ticket_type', 'customer', 'order', 'ticket'],
    entities: [
      entity('venue', 'name:string!, address:text!, city:string!, capacity:int!', {
        synonyms: ['location', 'place', 'stage', 'arena'],
      }),
      entity('organizer', 'name:string!, email:email, phone:string', {
        synonyms: ['promoter', 'organiser', 'host'],
      }),
      entity(
        'event',
        'name:string!, description:text, starts_at:datetime!, ends_at:datetime, status:string!',
        {
          refs: ['venue', 'organizer?'],
          synonyms: ['concert', 'show', 'performance', 'gig', 'conference'],
        },
      ),
      entity('ticket_type', 'name:string!, price:money!, quantity_available:int!', {
        refs: ['event'],
        synonyms: ['ticket_category', 'tier', 'price_category'],
      }),
      entity('customer', `${PERSON}, created_at:datetime!`, {
        synonyms: ['attendee', 'buyer', 'visitor', 'guest'],
      }),
      entity(
        'order',
        'order_number:string*, placed_at:datetime!, status:string!, total_amount:money!',
        {
          refs: ['customer'],
          implies: ['ticket'],
          synonyms: ['purchase', 'booking'],
        },
      ),
      entity('ticket', 'code:string*, seat:string, status:string!', {
        refs: ['order', 'ticket_type'],
        synonyms: ['admission', 'pass', 'e_ticket'],
      }),
      entity('performer', 'name:string!, genre:string', {
        manyToMany: ['event'],
        synonyms: ['artist', 'band', 'speaker'],
      }),
    ],
  },
];
