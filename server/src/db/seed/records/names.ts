import { Random, WeightedPicker, zipfWeights } from './random';

/*
 * Who appears in the generated records: people with a realistic skew of surnames (the common ones first, a long
 * tail of rarer ones, Upper Midwest flavour), first names with a skew of their own, punctuation that indexes
 * disagree about (O'Brien / OBRIEN, St. John, Mc Donald), and businesses: lenders, builders, LLCs, public bodies.
 * No generated name starts with QUILL: the fixture documents own that surname.
 */

/** Common surnames, most frequent first. */
// prettier-ignore
const COMMON_SURNAMES = [
  'Johnson', 'Anderson', 'Nelson', 'Olson', 'Peterson', 'Smith', 'Larson', 'Miller', 'Hanson', 'Swanson',
  'Carlson', 'Erickson', 'Schmidt', 'Johnston', 'Lee', 'Thompson', 'Jones', 'Brown', 'Williams', 'Wilson',
  'Martin', 'Olsen', 'Jensen', 'Christensen', 'Hansen', 'Meyer', 'Schultz', 'Mueller', 'Wagner', 'Becker',
  'Hoffman', 'Schneider', 'Fischer', 'Weber', 'Davis', 'Moore', 'Taylor', 'Clark', 'Lewis', 'Walker',
  'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Campbell',
  'Lindquist', 'Lindberg', 'Bergstrom', 'Sandberg', 'Halvorson', 'Gustafson', 'Pederson', 'Knutson', 'Solberg', 'Thorson',
  'Kowalski', 'Nowak', 'Wisniewski', 'Lewandowski', 'Kaminski', 'Novak', 'Svoboda', 'Dvorak', 'Kuehn', 'Vang',
  'Xiong', 'Yang', 'Lor', 'Thao', 'Her', 'Moua', 'Garcia', 'Martinez', 'Rodriguez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Nguyen', 'Tran', 'Pham', 'Ali',
  'Hassan', 'Mohamed', 'Ahmed', 'Omar', 'Abdi', "O'Brien", "O'Connor", "O'Neill", "O'Leary", 'St. John',
  'St. Clair', 'St. Martin', 'McDonald', 'McCarthy', 'McGuire', 'McKenzie', 'MacDonald', 'MacKenzie', 'MacLeod', 'Van Der Berg',
  'Van Dyke', 'De La Cruz', "D'Angelo", 'LaFleur', 'LeBlanc', 'DuBois', 'Fitzgerald', 'Murphy', 'Kelly', 'Sullivan',
  'Ryan', 'Walsh', 'Byrne', 'Doyle', 'Brennan', 'Moen', 'Haugen', 'Dahl', 'Berg', 'Lund',
  'Strand', 'Holm', 'Nyberg', 'Lindgren', 'Engstrom', 'Hedlund', 'Wahl', 'Bakken', 'Rasmussen', 'Sorensen',
  'Jacobson', 'Iverson', 'Mattson', 'Hendrickson', 'Magnuson', 'Sundberg', 'Ostrom', 'Lindahl', 'Fredrickson', 'Paulson',
  'Bauer', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schroeder', 'Neumann', 'Schwarz', 'Zimmerman', 'Braun',
  'Hartmann', 'Lange', 'Krause', 'Lehmann', 'Kramer', 'Vogel', 'Frank', 'Roth', 'Beck', 'Lorenz',
  'White', 'Harris', 'Robinson', 'Hill', 'Roberts', 'Turner', 'Phillips', 'Parker', 'Evans', 'Edwards',
  'Collins', 'Stewart', 'Morris', 'Rogers', 'Reed', 'Cook', 'Morgan', 'Bell', 'Cooper', 'Richardson',
  'Cox', 'Howard', 'Ward', 'Peterson-Hall', 'Smith-Jones', 'Brooks', 'Gray', 'James', 'Bennett', 'Wood',
  'Whitehorse', 'Bluesky', 'Littlewolf', 'Morningstar', 'Redcloud', 'Okafor', 'Oduya', 'Mensah', 'Kamara', 'Diallo',
];

/** The parts of the long tail: Scandinavian, German, Slavic and English compounds. */
// prettier-ignore
const TAIL_STEMS = [
  'Berg', 'Lind', 'Dahl', 'Hag', 'Strand', 'Sand', 'Ek', 'Holm', 'Lund', 'Nord', 'Sjo', 'Skog', 'Ost', 'Vik', 'Bjork',
  'Fors', 'Hed', 'Lof', 'Rud', 'Fal', 'Gran', 'Hass', 'Kj', 'Mal', 'Ny', 'Ro', 'Sol', 'Thor', 'Ulv', 'Wik',
  'Ahl', 'Bran', 'Carl', 'Dal', 'Eng', 'Friz', 'Grun', 'Hal', 'Iver', 'Jor', 'Kar', 'Lar', 'Mag', 'Nils', 'Ols',
  'Pet', 'Rask', 'Stav', 'Tor', 'Vest', 'Wend', 'Zell', 'Kow', 'Now', 'Wis', 'Zab', 'Krol', 'Mar', 'Pol', 'Sob',
];
// prettier-ignore
const TAIL_ENDINGS = [
  'strom', 'quist', 'gren', 'berg', 'lund', 'man', 'son', 'sen', 'ahl', 'heim', 'ness', 'by', 'dal', 'wold', 'gaard',
  'stad', 'ski', 'czyk', 'ecki', 'ner', 'mann', 'inger', 'ley', 'ton', 'well', 'ford',
];

const SURNAMES: string[] = (() => {
  const tail: string[] = [];
  for (const stem of TAIL_STEMS) for (const ending of TAIL_ENDINGS) tail.push(stem + ending);
  const common = new Set(COMMON_SURNAMES.map((s) => s.toLowerCase()));
  return [...COMMON_SURNAMES, ...tail.filter((s) => !common.has(s.toLowerCase()))];
})();

// prettier-ignore
const FIRST_NAMES = [
  'John', 'Mary', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Barbara', 'David', 'Susan', 'William', 'Karen',
  'Richard', 'Nancy', 'Thomas', 'Donna', 'Mark', 'Carol', 'Steven', 'Sandra', 'Paul', 'Sharon', 'Gary', 'Deborah',
  'Daniel', 'Lisa', 'Joseph', 'Debra', 'Charles', 'Jennifer', 'Kenneth', 'Cynthia', 'Dennis', 'Kathleen', 'Scott', 'Julie',
  'Jeffrey', 'Laura', 'Timothy', 'Margaret', 'Brian', 'Elizabeth', 'Gregory', 'Ann', 'Ronald', 'Diane', 'Erik', 'Ingrid',
  'Lars', 'Karin', 'Nils', 'Astrid', 'Sven', 'Greta', 'Olaf', 'Solveig', 'Gunnar', 'Marit', 'Anders', 'Birgit',
  'Matthew', 'Jessica', 'Christopher', 'Amanda', 'Joshua', 'Sarah', 'Andrew', 'Emily', 'Ryan', 'Megan', 'Justin', 'Rachel',
  'Kevin', 'Heather', 'Jason', 'Nicole', 'Eric', 'Amy', 'Adam', 'Rebecca', 'Nathan', 'Katherine', 'Tyler', 'Hannah',
  'Jacob', 'Olivia', 'Ethan', 'Emma', 'Noah', 'Ava', 'Liam', 'Sophia', 'Mason', 'Abigail', 'Logan', 'Chloe',
  'Ahmed', 'Fatima', 'Mohamed', 'Amina', 'Tou', 'Mai', 'Pao', 'Xee', 'Jose', 'Maria', 'Luis', 'Rosa',
  'Minh', 'Linh', 'Kwame', 'Ama', 'Chidi', 'Ngozi', 'Frances', 'Harold', 'Dorothy', 'Walter', 'Mildred', 'Arthur',
  'Evelyn', 'Clarence', 'Gladys', 'Ernest', 'Hazel', 'Lloyd', 'Irene', 'Howard', 'Mabel', 'Elmer', 'Edna', 'Raymond',
];

// prettier-ignore
const LENDERS = [
  'First National Bank of Pine Ridge', 'Pine Ridge Savings and Loan', 'Lakes Area Credit Union', 'Wells Fargo Bank, N.A.',
  'U.S. Bank National Association', 'Bremer Bank, National Association', 'North Star Mortgage Company',
  'Mortgage Electronic Registration Systems, Inc.', 'Bell Bank', 'Frandsen Bank & Trust', 'Minnwest Bank',
  'Ameriprise Bank, FSB', 'Quicken Loans Inc.', 'Federal National Mortgage Association', 'Rural Development USDA',
  'Birch Lake State Bank', 'Cedar Bluff Farmers State Bank', 'Loon Harbor Cooperative Credit Union',
  'Minnesota Housing Finance Agency', 'TCF National Bank',
];

// prettier-ignore
const PUBLIC_BODIES = [
  'Pine Ridge County', 'City of Pine Ridge', 'City of Birch Lake', 'City of Cedar Bluff', 'City of Loon Harbor',
  'State of Minnesota', 'Aspen Grove Township', 'Pine Ridge Electric Cooperative', 'Northern Natural Gas Company',
  'Pine Ridge County Sheriff', 'Independent School District No. 2170',
];

// prettier-ignore
const BUSINESS_SUFFIXES = [
  'Properties LLC', 'Holdings LLC', 'Homes Inc.', 'Construction Co.', 'Investments LLC', 'Farms Inc.', 'Family Trust',
  'Builders Inc.', 'Realty Co.', 'Land Company', 'Development LLC', 'Enterprises Inc.', 'Rentals LLC', 'Partners LP',
];

// prettier-ignore
const CHURCHES = ['First Lutheran Church of Pine Ridge', 'St. Mary Catholic Church', 'Birch Lake Evangelical Free Church', 'Trinity Lutheran Church'];

export type Person = {
  displayName: string;
  lastName: string;
  firstName: string;
  middleInitial: string;
  business: boolean;
};

const surnamePicker = new WeightedPicker(SURNAMES, zipfWeights(SURNAMES.length, 30));
const firstNamePicker = new WeightedPicker(FIRST_NAMES, zipfWeights(FIRST_NAMES.length, 8, 0.8));

/** How a name was keyed in: older indexes are upper case and drop or vary punctuation. */
function keyed(name: string, random: Random, upper: boolean): string {
  let text = name;
  if (upper) {
    text = text.toUpperCase();
    if (text.includes("'") && random.chance(0.25)) text = text.replace("'", '');
    if (text.startsWith('ST. ') && random.chance(0.3)) text = text.replace('ST. ', 'ST ');
    if (text.startsWith('MC') && random.chance(0.2)) text = `MC ${text.slice(2)}`;
  }
  return text;
}

export function person(
  random: Random,
  upper: boolean,
  surname = surnamePicker.pick(random),
): Person {
  const first = firstNamePicker.pick(random);
  const middle = random.chance(0.7) ? String.fromCharCode(65 + random.int(0, 25)) : '';
  const lastName = keyed(surname, random, upper);
  const firstName = upper ? first.toUpperCase() : first;
  const displayName = `${lastName}, ${firstName}${middle ? ` ${middle}${upper ? '' : '.'}` : ''}`;
  return { displayName, lastName, firstName, middleInitial: middle, business: false };
}

export function business(name: string, upper: boolean): Person {
  const text = upper ? name.toUpperCase() : name;
  return { displayName: text, lastName: text, firstName: '', middleInitial: '', business: true };
}

export function lender(random: Random, upper: boolean): Person {
  return business(random.pick(LENDERS), upper);
}

export function publicBody(random: Random, upper: boolean): Person {
  return business(random.pick(PUBLIC_BODIES), upper);
}

/** A company named after a family, a church, or a lender. */
export function company(random: Random, upper: boolean): Person {
  const roll = random.next();
  if (roll < 0.8)
    return business(`${surnamePicker.pick(random)} ${random.pick(BUSINESS_SUFFIXES)}`, upper);
  if (roll < 0.9) return business(random.pick(CHURCHES), upper);
  return lender(random, upper);
}

/** One or two people (a couple shares a surname most of the time), or a company. */
export function owners(random: Random, upper: boolean): Person[] {
  if (random.chance(0.12)) return [company(random, upper)];
  const first = person(random, upper);
  if (random.chance(0.45)) return [first];
  const surname = random.chance(0.8) ? first.lastName : surnamePicker.pick(random);
  return [first, person(random, upper, surname)];
}

/** Street names of the county's towns. */
// prettier-ignore
export const STREETS = [
  'Main Street', 'Lake Avenue', 'Tamarack Trail', 'Birchwood Lane', 'Sunset Bay Road', 'Pine Street', 'Oak Avenue',
  'Cedar Drive', 'Maple Court', 'Spruce Lane', 'Harbor Road', 'Ridge Road', 'County Road 12', 'County Road 4',
  'State Highway 371', 'Walleye Way', 'Loon Lake Road', 'Aspen Circle', 'Willow Creek Drive', 'Prairie View Road',
  'First Avenue North', 'Second Avenue South', 'Third Street NE', 'Elm Street', 'Balsam Drive', 'Eagle Point Road',
  'Fox Run Trail', 'Glenwood Avenue', 'Meadowbrook Lane', 'Quarry Hill Road', 'Red Pine Road', 'Timber Ridge Drive',
];

// prettier-ignore
export const CITIES = ['Pine Ridge', 'Birch Lake', 'Cedar Bluff', 'Loon Harbor', 'Aspen Grove', 'Fairview', 'North Shore'];
