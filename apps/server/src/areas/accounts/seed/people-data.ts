// The demo people's raw material, apart from how demo.ts draws from it: each country's first and last
// names, mail domains, consumer networks, language and phone prefix, the browsers they sign in with, and the
// reasons support gave for blocking someone.

export interface Country {
  code: string;
  first: string[];
  last: string[];
  domains: string[];
  /** First two octets of the consumer networks addresses come from. */
  networks: string[];
  language: 'en' | 'zh' | 'ja' | null;
  phone: string;
}

export const countries: Country[] = [
  {
    code: 'US',
    first: ['Emily', 'Michael', 'Jessica', 'David', 'Ashley', 'Chris', 'Megan', 'Tyler', 'Brianna', 'Jordan'],
    last: ['Johnson', 'Miller', 'Davis', 'Rodriguez', 'Wilson', 'Anderson', 'Thompson', 'Moore', 'Jackson', 'Lee'],
    domains: ['gmail.example', 'outlook.example', 'acme-insurance.example', 'northwind.example'],
    networks: ['73.162', '24.5', '98.207', '174.63'],
    language: 'en',
    phone: '+1 512 555 ',
  },
  {
    code: 'GB',
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Jack', 'Freya', 'Alfie', 'Imogen'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Evans', 'Walker', 'Wright', 'Hughes', 'Edwards', 'Clarke'],
    domains: ['btinternet.example', 'gmail.example', 'fintech-ldn.example'],
    networks: ['81.154', '86.13', '92.40'],
    language: 'en',
    phone: '+44 20 7946 ',
  },
  {
    code: 'DE',
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Hannah', 'Maximilian', 'Sophie', 'Paul', 'Marie'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Koch'],
    domains: ['web.example', 'gmx.example', 'autowerk.example'],
    networks: ['84.150', '91.64', '217.229'],
    language: 'en',
    phone: '+49 30 901820',
  },
  {
    code: 'NL',
    first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess', 'Milan', 'Sanne', 'Bram', 'Fleur'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
    domains: ['ziggo.example', 'kpn-mail.example', 'bank-nl.example'],
    networks: ['83.160', '145.53', '77.170'],
    language: 'en',
    phone: '+31 20 555 ',
  },
  {
    code: 'IN',
    first: ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Arjun', 'Isha', 'Rohan', 'Kavya', 'Aditya', 'Priya'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Menon', 'Singh', 'Kulkarni', 'Rao'],
    domains: ['gmail.example', 'rediffmail.example', 'infosoft.example'],
    networks: ['49.36', '117.196', '106.51'],
    language: 'en',
    phone: '+91 80 4000 ',
  },
  {
    code: 'JP',
    first: ['Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Yuto', 'Sakura', 'Kaito', 'Mei'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
    domains: ['docomo.example', 'yahoo-jp.example', 'denki.example'],
    networks: ['126.15', '153.206', '180.15'],
    language: 'ja',
    phone: '+81 3 5555 ',
  },
  {
    code: 'CN',
    first: ['Wei', 'Fang', 'Jun', 'Li', 'Hao', 'Xin', 'Yang', 'Min', 'Lei', 'Ying'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'],
    domains: ['qq.example', '163.example', 'techcn.example'],
    networks: ['114.88', '223.104', '36.110'],
    language: 'zh',
    phone: '+86 10 5555 ',
  },
  {
    code: 'BR',
    first: ['Gabriel', 'Júlia', 'Lucas', 'Beatriz', 'Mateus', 'Larissa', 'Rafael', 'Camila', 'Pedro', 'Mariana'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima'],
    domains: ['uol.example', 'gmail.example', 'banco-br.example'],
    networks: ['177.92', '189.6', '201.17'],
    language: 'en',
    phone: '+55 11 5555 ',
  },
  {
    code: 'AU',
    first: ['Jack', 'Charlotte', 'William', 'Olivia', 'Noah', 'Mia', 'Thomas', 'Chloe', 'Lachlan', 'Ruby'],
    last: ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Martin', 'White', 'Kelly', 'Ryan'],
    domains: ['bigpond.example', 'gmail.example', 'minerals-au.example'],
    networks: ['101.188', '120.17', '58.96'],
    language: 'en',
    phone: '+61 2 5550 ',
  },
  {
    code: 'CA',
    first: ['Liam', 'Emma', 'Ethan', 'Olivia', 'Logan', 'Chloé', 'Nathan', 'Léa', 'Owen', 'Ava'],
    last: ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'MacDonald', 'Campbell', 'Wong', 'Singh'],
    domains: ['rogers.example', 'videotron.example', 'maple-bank.example'],
    networks: ['99.224', '142.113', '70.48'],
    language: 'en',
    phone: '+1 416 555 ',
  },
  {
    code: 'FR',
    first: ['Louis', 'Camille', 'Hugo', 'Manon', 'Arthur', 'Inès', 'Jules', 'Léa', 'Théo', 'Chloé'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'],
    domains: ['orange.example', 'free.example', 'assur-fr.example'],
    networks: ['90.24', '82.64', '176.150'],
    language: 'en',
    phone: '+33 1 70 55 ',
  },
  {
    code: 'SG',
    first: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Kai', 'Siti', 'Arjun', 'Mei Ling', 'Darren', 'Nur', 'Ethan'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo'],
    domains: ['singnet.example', 'gmail.example', 'port-logistics.example'],
    networks: ['116.86', '175.156', '202.156'],
    language: 'en',
    phone: '+65 6555 ',
  },
];

export const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
];

export const blockReasons = [
  'Shared one seat among a whole team (three sign-ins from different cities within an hour)',
  'Payment charged back on the class order; blocked until finance clears it',
  'Asked us to lock the account while they report a phishing e-mail',
  'Sat the assessment for a colleague (proctoring report 2024-117)',
  'Abusive messages to a trainer; under review by the support lead',
  'Duplicate of another account; awaiting a merge',
];
