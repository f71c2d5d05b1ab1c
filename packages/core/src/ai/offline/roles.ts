/**
 * What kind of thing an entity is, read from its name as a designer reads it: people and groups,
 * places (by size, so a shelf sits in a room and a room in a building), vehicles, things, creative
 * works, events (and the series that hold them), and records. The offline generator links the
 * entities a prompt lists by these roles when the prompt does not spell the relations out.
 */

/** The role of an entity in a schema. */
export type Role =
  | 'person'
  | 'group'
  | 'place'
  | 'vehicle'
  | 'thing'
  | 'work'
  | 'event'
  | 'series'
  | 'measure'
  | 'document'
  | 'kind';

/** An entity's role, with its size for places (1 a spot, 2 a room or part, 3 a site). */
export interface RoleOf {
  role: Role;
  scale: number;
  /** An event that goes from one place to another (a crossing, a ride): it references two. */
  moves: boolean;
  /** A person who works for the business (a keeper), not one it serves (a visitor). */
  staff: boolean;
  /** A thing or work kept in a place (a painting in a gallery; not a film). */
  kept: boolean;
  /** A place where vehicles are kept (a fire station, a depot). */
  base: boolean;
  /** A place on board a vehicle (a cabin, a seat). */
  onboard: boolean;
  /** A place where people sit (a table, a desk): things are not kept there, nor staff based. */
  seating: boolean;
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const PEOPLE = words(`person people user customer client member guest visitor patient student pupil
  learner teacher tutor coach trainer instructor employee staff worker crew_member colleague manager
  supervisor owner tenant landlord resident citizen player athlete competitor contestant participant
  attendee audience spectator fan subscriber follower friend author writer editor reporter journalist
  artist painter sculptor potter photographer illustrator designer architect director producer actor
  actress performer dancer singer musician composer conductor choreographer host presenter speaker
  doctor nurse surgeon dentist vet veterinarian pharmacist therapist caregiver carer midwife
  astronomer scientist researcher archaeologist historian curator librarian keeper ranger warden guard
  firefighter officer agent detective inspector auditor technician engineer mechanic electrician
  plumber builder carpenter operator pilot captain skipper sailor rower cyclist rider driver chauffeur
  courier postman miner farmer gardener beekeeper winemaker brewer baker chef cook waiter bartender
  barista butcher fisherman diver climber hiker camper traveller traveler passenger tourist adopter
  donor volunteer recipient beneficiary applicant candidate recruit intern apprentice mentor mentee
  judge referee umpire juror lawyer attorney solicitor notary clerk secretary receptionist cashier
  seller buyer vendor supplier contractor consultant partner investor shareholder sponsor donor
  golfer bowler archer swimmer runner skier surfer gamer streamer blogger influencer moderator admin
  administrator volunteer parishioner priest pastor monk nun chaplain soldier veteran cadet astronaut
  cosmonaut lifeguard janitor cleaner housekeeper porter concierge steward stewardess attendant
  dispatcher paramedic medic rescuer scout guide leader chairman chair president treasurer
  breeder groomer trainee learner examiner invigilator lecturer professor dean tailor jeweller
  jeweler florist optician barber hairdresser stylist beautician masseur masseuse tattooist creator
  educator investigator translator coordinator facilitator narrator negotiator senator aviator
  collaborator spectator commentator organiser organizer`);

const GROUPS = words(`team crew band squad troupe club society association union guild league
  committee board council household family company firm agency organisation organization department
  division unit branch chapter cohort class group party delegation ensemble choir orchestra
  platoon regiment brigade fleet herd flock colony pack tribe congregation parish sponsor`);

/** Places and what holds things, by size: 3 a site, 2 a room or part of one, 1 a spot in it. */
const PLACES: Record<string, number> = {};
for (const [scale, list] of [
  [
    3,
    `site farm wind_farm solar_farm mine quarry park car_park theme_park campus building venue
    station port harbour harbor marina airport airfield base depot warehouse factory plant_site
    mill brewery winery distillery vineyard orchard apiary ranch estate resort hotel hostel
    hospital clinic school museum library theatre theater cinema stadium arena course golf_course
    zoo aquarium observatory lighthouse prison church temple mosque store shop market mall branch
    office headquarters city town village district region country territory island reserve
    sanctuary forest garden cemetery campsite camp greenhouse nursery laboratory lab vault ship
    household house home property address location area zone sector field_site excavation_site`,
  ],
  [
    2,
    `room floor storey story wing hall gallery stage sound_stage studio workshop kitchen ward
    enclosure kennel stable barn pen paddock field parcel plot bed_plot trench shaft tunnel
    section aisle lane track court pitch rink pool slope run trail hole berth dock pier
    jetty quay gate terminal platform bay wash_bay launch_pad pad cabin compartment cell
    classroom lecture_hall locker_room cellar attic basement garage hangar tank silo bunker
    apartment flat unit suite office_room booth counter desk_area greenhouse_bay row`,
  ],
  [
    1,
    `shelf rack bench slot seat spot space parking_space bin locker box cage drawer cabinet
    niche table desk bunk stall peg hook pallet position bed`,
  ],
] as const) {
  for (const w of words(list)) PLACES[w] ??= scale;
}

const VEHICLES =
  words(`caravan motorhome camper_van vehicle car taxi cab bus coach_bus minibus van truck lorry tractor trailer
  bike bicycle scooter motorbike motorcycle train tram locomotive carriage wagon ferry ship boat
  yacht dinghy canoe kayak trawler barge tug submarine plane aircraft airplane jet helicopter drone
  rocket spacecraft shuttle satellite balloon glider fire_engine ambulance engine limousine rickshaw
  sled sledge cart`);

const WORKS = words(`film movie design routine act song track album record_album novel poem play
  script screenplay story article essay post video episode podcast recipe pattern composition
  map sketch comic thesis publication choreography dish cocktail blend`);

/** Works that are objects, kept somewhere. */
const KEPT_WORKS = words(`painting artwork sculpture drawing photo photograph picture piece
  mural print illustration manuscript book tapestry vase pot carving statue`);

/** People a business serves rather than employs. */
const CUSTOMERS = words(`customer client guest visitor patient student pupil learner member
  subscriber follower fan attendee audience spectator tenant resident citizen passenger
  traveller traveler tourist rider camper golfer bowler archer swimmer skier surfer gamer donor
  adopter recipient beneficiary applicant candidate buyer parishioner participant contestant
  competitor player athlete owner user person people friend mentee trainee cyclist hiker diver
  climber runner rower investor shareholder sponsor`);

/** Classifiers: a grape variety, a room type, a membership plan. */
const KINDS = words(`variety type kind category genre breed species model grade tier plan style
  flavour flavor size level_type class_type`);

/** Places where vehicles are kept. */
const BASES = words(`station depot garage hangar base yard airfield fleet_base shed`);

/** Places where people sit. */
const SEATING = words(`table dining_table desk seat chair stool sofa`);

/** Places on board a vehicle. */
const ONBOARD = words(`cabin compartment seat deck bunk berth_cabin`);

/** Events that hold other events: a game is played in a tournament, a show on a tour. */
const SERIES = words(`route tournament league season championship competition contest cup regatta
  festival tour production run series campaign programme program course_run expedition cruise
  voyage conference convention exhibition fair concert term semester`);

const EVENTS = words(`event game match bout duel fixture race heat round crossing journey flight
  ride trip drive transfer shipment delivery pickup collection dropoff drop supply_drop visit stay
  booking reservation appointment session lesson class_session training training_session rehearsal
  performance screening show concert_night recital audition launch landing dive excavation
  observation sighting inspection survey audit check checkup repair service maintenance cleaning
  feeding watering planting harvest brew brewing firing bake tasting adoption donation transfusion
  vaccination treatment surgery operation exam examination test trial experiment assessment
  interview meeting call callout call_out incident accident rescue mission patrol shift mooring
  wash order purchase sale rental loan return refund payment transaction transfer enrolment
  enrollment registration application bid vote entry attempt shoot shooting shooting_day
  day_out outing excursion party wedding funeral ceremony baptism service_call job task visit_log
  rental arrival departure renewal removal approval referral withdrawal disposal dismissal proposal
  rehearsal burial retrieval reversal recital closure procedure discovery recovery robbery
  performance maintenance attendance clearance checkout checkin check_in check_out showtime`);

const MEASURES = words(`reading measurement sample specimen log entry_log forecast metric
  statistic count tally catch finding find yield`);

const DOCUMENTS =
  words(`rating score result review grade_report bill invoice receipt statement certificate licence license permit ticket
  pass lift_pass ski_pass membership subscription contract agreement policy claim review note
  report feedback complaint award prize fine fee charge quote estimate warranty record profile
  account wallet card badge`);

/** Events that go from one place to another. */
const MOVES = words(`crossing journey flight ride trip drive transfer shipment voyage cruise
  passage sailing commute leg fishing_trip flight_leg`);

/** People who make works: a film references its director, a design its artist. */
export const CREATORS = words(`author writer editor artist painter sculptor potter photographer
  illustrator designer architect director producer composer choreographer performer singer
  songwriter tattooist creator cartoonist animator developer`);

/** Things whose names end like events ("instrument", "question"). */
const NOT_EVENTS = words(`instrument garment document monument segment element ornament pavement
  supplement fragment sediment implement condiment filament armament apartment department
  equipment compartment basement question solution option potion lotion portion ration edition
  junction nation institution foundation condition definition description caption version
  dimension extension pension mansion station section location position`);

/**
 * The role of an entity by its key (singular snake_case): the whole key, then its last word
 * ("fire_engine", then "engine"), then the word's ending (-tion, -ment, -ing and -time are events,
 * -ist and -ian people). Any other noun is a thing.
 */
export function roleOf(key: string): RoleOf {
  const head = key.split('_').at(-1) ?? key;
  const either = (list: Set<string>) => list.has(key) || list.has(head);
  const found = lexiconRole(key) ?? lexiconRole(head) ?? suffixRole(head);
  return {
    ...found,
    moves: either(MOVES),
    staff: found.role === 'person' && !either(CUSTOMERS) && !either(CREATORS),
    kept: found.role === 'thing' || (found.role === 'work' && either(KEPT_WORKS)),
    base: found.role === 'place' && either(BASES),
    onboard: found.role === 'place' && either(ONBOARD),
    seating: found.role === 'place' && either(SEATING),
  };
}

type Found = Pick<RoleOf, 'role' | 'scale'>;

function lexiconRole(name: string): Found | undefined {
  const scale = PLACES[name];
  // The order decides words in two lists: a "concert" holds rehearsals before it is an event.
  if (PEOPLE.has(name)) return { role: 'person', scale: 0 };
  if (GROUPS.has(name)) return { role: 'group', scale: 0 };
  if (VEHICLES.has(name)) return { role: 'vehicle', scale: 0 };
  if (SERIES.has(name)) return { role: 'series', scale: 0 };
  if (EVENTS.has(name)) return { role: 'event', scale: 0 };
  if (scale !== undefined) return { role: 'place', scale };
  if (WORKS.has(name) || KEPT_WORKS.has(name)) return { role: 'work', scale: 0 };
  if (KINDS.has(name)) return { role: 'kind', scale: 0 };
  if (MEASURES.has(name)) return { role: 'measure', scale: 0 };
  if (DOCUMENTS.has(name)) return { role: 'document', scale: 0 };
  return undefined;
}

function suffixRole(word: string): Found {
  if (!NOT_EVENTS.has(word) && word.length > 5 && /(tion|sion|ment|[^l]ing|time)$/.test(word))
    return { role: 'event', scale: 0 };
  // Unknown words in -er, -or, -ant and -ent name things as often as people (a sensor, a
  // printer, a component): they stay things; the people's lexicon above holds the usual ones.
  if (word.length > 4 && /(ist|ian|naut)$/.test(word) && !word.endsWith('list'))
    return { role: 'person', scale: 0 };
  return { role: 'thing', scale: 0 };
}
