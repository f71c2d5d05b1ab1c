import { PERSON } from './shared';
import { entity, type DomainSpec } from './types';

/** Organising work and places: project tracking, recruiting, real estate. */
export const WORK_DOMAINS: DomainSpec[] = [
  {
    id: 'project_tracking',
    title: 'Project tracking',
    keywords: [
      'project_tracking',
      'project_management',
      'task_tracker',
      'task_tracking',
      'task_management',
      'issue_tracker',
      'bug_tracker',
      'issue_tracking',
      'kanban',
      'scrum',
      'agile',
      'jira',
      'todo_app',
    ],
    defaults: ['project', 'task', 'user', 'comment', 'milestone', 'tag'],
    entities: [
      entity(
        'project',
        'name:string!, code:string*, description:text, status:string!, starts_on:date, due_on:date',
        {
          refs: ['user as owner?'],
          manyToMany: ['user'],
          synonyms: ['board', 'workspace'],
        },
      ),
      entity(
        'task',
        'title:string!, description:text, status:string!, priority:string!, due_on:date, created_at:datetime!',
        {
          refs: ['project', 'user as assignee?', 'sprint?', 'milestone?'],
          manyToMany: ['tag'],
          synonyms: ['issue', 'ticket', 'story', 'bug', 'todo', 'work_item', 'card'],
        },
      ),
      entity('user', 'username:string*, email:email*, full_name:string!, created_at:datetime!', {
        synonyms: ['member', 'developer', 'assignee', 'team_member', 'person', 'people'],
      }),
      entity('comment', 'body:text!, created_at:datetime!', { refs: ['task', 'user as author'] }),
      entity('sprint', 'name:string!, starts_on:date!, ends_on:date!, goal:text', {
        refs: ['project'],
        synonyms: ['iteration'],
      }),
      entity('milestone', 'name:string!, due_on:date!, description:text', {
        refs: ['project'],
        synonyms: ['release', 'deliverable'],
      }),
      entity('tag', 'name:string*, color:string', { synonyms: ['label'] }),
      entity('time_entry', 'minutes:int!, logged_on:date!, note:text', {
        refs: ['task', 'user'],
        synonyms: ['timesheet', 'time_log', 'worklog'],
      }),
      entity('attachment', 'file_name:string!, url:string!, uploaded_at:datetime!', {
        refs: ['task'],
        synonyms: ['file'],
      }),
    ],
  },
  {
    id: 'recruiting',
    title: 'Recruiting',
    keywords: [
      'recruiting',
      'recruitment',
      'hiring',
      'applicant_tracking',
      'ats',
      'job_board',
      'job_portal',
      'talent_acquisition',
      'career',
    ],
    defaults: ['company', 'job', 'candidate', 'application', 'recruiter', 'interview', 'offer'],
    entities: [
      entity('company', 'name:string!, website:string, industry:string', {
        synonyms: ['employer', 'client'],
      }),
      entity(
        'job',
        'title:string!, description:text!, location:string, employment_type:string!, salary_min:money, salary_max:money, status:string!, posted_at:datetime!',
        {
          refs: ['company?', 'recruiter as hiring_manager?'],
          manyToMany: ['skill'],
          synonyms: ['job_posting', 'position', 'opening', 'vacancy', 'role', 'job_opening'],
        },
      ),
      entity('candidate', `${PERSON}, resume_url:string, linkedin_url:string`, {
        manyToMany: ['skill'],
        synonyms: ['applicant', 'talent', 'job_seeker'],
      }),
      entity('application', 'applied_at:datetime!, status:string!, cover_letter:text', {
        refs: ['job', 'candidate'],
        synonyms: ['job_application', 'submission'],
      }),
      entity('recruiter', PERSON, {
        synonyms: ['interviewer', 'hiring_manager', 'recruiting_agent'],
      }),
      entity(
        'interview',
        'scheduled_at:datetime!, interview_type:string!, location:string, feedback:text, rating:int',
        {
          refs: ['application', 'recruiter as interviewer?'],
          synonyms: ['interview_round'],
        },
      ),
      entity('offer', 'salary:money!, starts_on:date, status:string!, sent_at:datetime', {
        refs: ['application'],
        synonyms: ['job_offer'],
      }),
      entity('skill', 'name:string*', { synonyms: ['competency', 'qualification'] }),
    ],
  },
  {
    id: 'real_estate',
    title: 'Real estate',
    keywords: [
      'real_estate',
      'realty',
      'property_management',
      'estate_agency',
      'estate_agent',
      'realtor',
      'housing',
      'letting_agency',
    ],
    defaults: ['property', 'owner', 'agent', 'listing', 'client', 'viewing', 'offer'],
    entities: [
      entity(
        'property',
        'title:string!, property_type:string!, address:text!, city:string!, bedrooms:int, bathrooms:int, area_sqm:decimal, price:money',
        {
          refs: ['owner?'],
          synonyms: ['house', 'apartment', 'home', 'flat', 'estate', 'building', 'unit'],
        },
      ),
      entity('owner', PERSON, { synonyms: ['landlord', 'seller', 'vendor'] }),
      entity('agency', 'name:string!, phone:string, address:text', {
        synonyms: ['brokerage', 'office'],
      }),
      entity('agent', `${PERSON}, license_number:string`, {
        refs: ['agency?'],
        synonyms: ['realtor', 'broker'],
      }),
      entity(
        'listing',
        'listing_type:string!, asking_price:money!, listed_on:date!, status:string!, description:text',
        {
          refs: ['property', 'agent'],
          synonyms: ['advert', 'ad', 'advertisement'],
        },
      ),
      entity('client', `${PERSON}, client_type:string`, {
        synonyms: ['buyer', 'tenant', 'customer', 'lead', 'renter'],
      }),
      entity('viewing', 'scheduled_at:datetime!, status:string!, feedback:text', {
        refs: ['listing', 'client', 'agent?'],
        synonyms: ['showing', 'visit', 'open_house', 'inspection'],
      }),
      entity('offer', 'amount:money!, made_at:datetime!, status:string!', {
        refs: ['listing', 'client'],
        synonyms: ['bid'],
      }),
      entity('lease', 'starts_on:date!, ends_on:date, monthly_rent:money!, deposit:money', {
        refs: ['property', 'client as tenant'],
        synonyms: ['rental_agreement', 'tenancy', 'contract'],
      }),
      entity('photo', 'url:string!, caption:string, position:int', {
        refs: ['property'],
        synonyms: ['image', 'picture'],
      }),
    ],
  },
];
