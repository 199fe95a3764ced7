/** What the questionnaire service and its parts receive (questionnaireService.ts composes them). */
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { JobQueue } from '../../jobs';
import type { FileService } from '../files';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { Products } from '../products';
import type { ProjectRegistry } from '../projects';
import type { QuestionnaireRepository } from './repository';

export interface QuestionnaireDeps {
  repos: Repositories<QuestionnaireRepository>;
  projectRegistry: ProjectRegistry;
  products: Pick<Products, 'version'>;
  accountDirectory: Pick<AccountDirectory, 'accountNames'>;
  personnelAdmin: Pick<PersonnelAdmin, 'activeHolders'>;
  fileService: Pick<FileService, 'attachProjectEvidence'>;
  jobs: Pick<JobQueue, 'enqueue' | 'byId'>;
  clock: Clock;
}
