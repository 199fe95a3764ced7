/** The submit button every step form shows: it saves the step and moves on. */
import { Button } from 'antd';

export const StepSubmitter = {
  render: (props: { submit: () => void }, dom: unknown) => {
    void dom;
    return [
      <Button key="save" type="primary" onClick={() => props.submit()}>
        保存并下一步
      </Button>,
    ];
  },
};
