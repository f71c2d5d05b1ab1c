import { PERSON } from './shared';
import { entity, type DomainSpec } from './types';

/** Learning and lending: library, school, university. */
export const EDUCATION_DOMAINS: DomainSpec[] = [
  {
    id: 'library',
    title: 'Library',
    keywords: ['library', 'librarian', 'book_lending', 'bookstore'],
    defaults: ['book', 'author', 'publisher', 'member', 'loan'],
    entities: [
      entity(
        'book',
        'title:string!, isbn:string*, published_year:int, language:string, copies_available:int!',
        {
          refs: ['publisher?'],
          manyToMany: ['author', 'genre'],
          synonyms: ['title', 'novel', 'volume', 'publication'],
        },
      ),
      entity('author', 'first_name:string!, last_name:string!, birth_date:date, biography:text', {
        synonyms: ['writer'],
      }),
      entity('publisher', 'name:string!, country:string'),
      entity('genre', 'name:string*', { synonyms: ['category', 'subject'] }),
      entity('member', `${PERSON}, joined_on:date!`, {
        synonyms: ['patron', 'borrower', 'reader', 'user', 'customer'],
      }),
      entity('loan', 'loaned_at:datetime!, due_on:date!, returned_at:datetime', {
        refs: ['book', 'member'],
        synonyms: ['borrowing', 'checkout', 'lending', 'rental'],
      }),
      entity('reservation', 'reserved_at:datetime!, status:string!', {
        refs: ['book', 'member'],
        synonyms: ['hold'],
      }),
      entity('fine', 'amount:money!, paid:bool!, issued_at:datetime!', {
        refs: ['loan'],
        synonyms: ['penalty', 'fee'],
      }),
    ],
  },
  {
    id: 'school',
    title: 'School',
    keywords: [
      'school',
      'pupil',
      'k12',
      'high_school',
      'primary_school',
      'elementary_school',
      'kindergarten',
    ],
    defaults: ['student', 'teacher', 'class', 'subject', 'lesson', 'grade'],
    entities: [
      entity('student', `${PERSON}, birth_date:date, enrolled_on:date!`, {
        refs: ['class?'],
        synonyms: ['pupil', 'learner'],
      }),
      entity('teacher', `${PERSON}, hired_on:date`, {
        synonyms: ['instructor', 'tutor', 'educator'],
      }),
      entity('class', 'name:string!, grade_level:int!, school_year:string!', {
        refs: ['teacher as homeroom_teacher?'],
        synonyms: ['classroom', 'form', 'homeroom'],
      }),
      entity('subject', 'name:string!, code:string*', { synonyms: ['course', 'discipline'] }),
      entity('lesson', 'starts_at:datetime!, ends_at:datetime!, room:string', {
        refs: ['class', 'subject', 'teacher'],
        synonyms: ['period', 'timetable', 'schedule'],
      }),
      entity('grade', 'score:decimal!, graded_on:date!, comment:text', {
        refs: ['student', 'subject', 'teacher?'],
        synonyms: ['mark', 'result', 'score', 'exam_result'],
      }),
      entity('attendance_record', 'attended_on:date!, status:string!', {
        refs: ['student', 'lesson?'],
        synonyms: ['attendance', 'absence'],
      }),
      entity('guardian', PERSON, { manyToMany: ['student'], synonyms: ['parent'] }),
    ],
  },
  {
    id: 'university',
    title: 'University',
    keywords: ['university', 'college', 'campus', 'higher_education', 'academic', 'academia'],
    defaults: ['department', 'professor', 'course', 'student', 'enrollment', 'program'],
    entities: [
      entity('department', 'name:string!, code:string*, building:string', {
        synonyms: ['faculty', 'school'],
      }),
      entity('professor', `${PERSON}, title:string`, {
        refs: ['department'],
        synonyms: ['lecturer', 'instructor', 'teacher', 'faculty_member', 'staff'],
      }),
      entity('course', 'code:string*, title:string!, credits:int!, description:text', {
        refs: ['department', 'professor as lecturer?'],
        synonyms: ['module', 'class', 'subject', 'lecture'],
      }),
      entity('student', `${PERSON}, student_number:string*, enrolled_on:date!`, {
        refs: ['program?'],
        synonyms: ['learner', 'undergraduate'],
      }),
      entity('enrollment', 'enrolled_on:date!, status:string!, final_grade:string', {
        refs: ['student', 'course'],
        synonyms: ['enrolment', 'registration', 'course_registration'],
      }),
      entity('program', 'name:string!, degree:string!, duration_years:int', {
        refs: ['department'],
        synonyms: ['degree_program', 'major', 'study_program', 'degree'],
      }),
      entity('exam', 'title:string!, held_at:datetime!, max_score:int', {
        refs: ['course'],
        synonyms: ['test', 'assessment'],
      }),
    ],
  },
];
